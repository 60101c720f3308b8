import type { QueryClient } from '@tanstack/react-query';

/**
 * After a staff change, refresh every list that shows payments: the staff table
 * (all filters) and any customer's `['payments', projectId]` in the same cache.
 */
export function invalidatePaymentLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['staff-payments'] }),
    queryClient.invalidateQueries({ queryKey: ['payments'] }),
  ]);
}
