import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zCustomerPage, type CustomerPage } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getCustomerPage(search: string, page: number, signal?: AbortSignal): Promise<CustomerPage> {
  const query = new URLSearchParams({ ...(search ? { q: search } : {}), page: String(page) });
  return api.get(`/api/customers?${query.toString()}`, zCustomerPage, signal);
}

/** Under the customers' key, beside the pickers' look-ups, so one invalidation refreshes them all. */
export function customerPageQueryOptions(search: string, page: number) {
  return queryOptions({ queryKey: queryKeys.customers.page(search, page), queryFn: ({ signal }) => getCustomerPage(search, page, signal) });
}

/** What the Customers list shows first: everyone, page 1 (the list and the page's loader). */
export const FIRST_CUSTOMER_PAGE = { search: '', page: 1 } as const;

/** One page of the Customers list; the last answer stays on screen while the next loads. */
export function useCustomerPage(search: string, page: number) {
  return useQuery({ ...customerPageQueryOptions(search, page), placeholderData: keepPreviousData });
}
