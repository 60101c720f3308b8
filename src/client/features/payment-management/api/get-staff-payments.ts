import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@/shared/constants/payments';
import { zStaffPaymentsPage, type StaffPaymentsPage } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';

/** Every page of every filter lives under this key, so a change refreshes them all. */
export const staffPaymentsQueryKey = ['staff-payments'] as const;

/** The status filter of Payment Management; 'all' asks for every item. */
export type PaymentStatusFilter = PaymentStatus | 'all';

export interface StaffPaymentsRequest {
  status: PaymentStatusFilter;
  page: number;
  /** Left out, the server's page size applies. */
  pageSize?: number;
}

export function getStaffPayments({ status, page, pageSize }: StaffPaymentsRequest, signal?: AbortSignal): Promise<StaffPaymentsPage> {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  const search = params.toString();
  return api.get(`/api/payments${search ? `?${search}` : ''}`, zStaffPaymentsPage, signal);
}

/** One page of the tenant's payment items, with customer and project: `['staff-payments', status, page, pageSize]`. */
export function staffPaymentsQueryOptions(request: StaffPaymentsRequest) {
  return queryOptions({
    queryKey: [...staffPaymentsQueryKey, request.status, request.page, request.pageSize ?? 'default'],
    queryFn: ({ signal }) => getStaffPayments(request, signal),
    // The current page stays on screen until the next one arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** What Payment Management shows first: every status, page 1 (the table and the dashboard's loader). */
export const FIRST_STAFF_PAYMENTS: StaffPaymentsRequest = { status: 'all', page: 1 };

export function useStaffPayments(request: StaffPaymentsRequest) {
  return useQuery(staffPaymentsQueryOptions(request));
}

/** The one-row page whose total is how many transfers wait for a check across every page. */
export function awaitingVerificationQueryOptions() {
  return staffPaymentsQueryOptions({ status: 'pending_verification', page: 1, pageSize: 1 });
}

/** How many transfers wait for a check across every page: the total of a one-row page. */
export function useAwaitingVerificationCount() {
  return useQuery({ ...awaitingVerificationQueryOptions(), select: (data) => data.total });
}
