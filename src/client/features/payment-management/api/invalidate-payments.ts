import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { staffPaymentsQueryKey } from './get-staff-payments';

/**
 * After a staff change to a schedule, refresh everything that shows its items: the staff table
 * (all filters), any project's schedule in the same cache, and the customer list, whose balance
 * due counts every item not yet paid.
 */
export function invalidatePaymentLists(queryClient: QueryClient): Promise<unknown> {
  return invalidateKeys(queryClient, [staffPaymentsQueryKey, queryKeys.payments.all, queryKeys.customers.all]);
}

/** A change of a payment's status (verify, reject, mark paid, a statement match) also writes a line to the activity feed. */
export function invalidateAfterPaymentTransition(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([invalidatePaymentLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.activity.all })]);
}
