import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PaymentStatus } from '@/shared/constants/payments';
import { zStaffPaymentItem, type StaffPaymentItem } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';

/** The status filter of Payment Management; 'all' asks for every item. */
export type PaymentStatusFilter = PaymentStatus | 'all';

const zStaffPayments = z.object({ items: z.array(zStaffPaymentItem) });

export function getStaffPayments(status: PaymentStatusFilter, signal?: AbortSignal): Promise<StaffPaymentItem[]> {
  const query = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return api.get(`/api/payments${query}`, zStaffPayments, signal).then((data) => data.items);
}

/** Every payment item of the tenant, with its customer and project: `['staff-payments', status]`. */
export function staffPaymentsQueryOptions(status: PaymentStatusFilter) {
  return queryOptions({
    queryKey: ['staff-payments', status],
    queryFn: ({ signal }) => getStaffPayments(status, signal),
  });
}

export function useStaffPayments(status: PaymentStatusFilter) {
  return useQuery(staffPaymentsQueryOptions(status));
}
