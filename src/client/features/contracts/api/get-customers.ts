import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zCustomerList, type CustomerSummary } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getCustomers(search: string, signal?: AbortSignal): Promise<CustomerSummary[]> {
  const query = search ? `?${new URLSearchParams({ q: search }).toString()}` : '';
  return api.get(`/api/customers${query}`, zCustomerList, signal).then((data) => data.customers);
}

export function customersQueryOptions(search: string) {
  return queryOptions({ queryKey: queryKeys.customers.search(search), queryFn: ({ signal }) => getCustomers(search, signal) });
}

/** Staff: the company's customers by name, narrowed by `search`; the last answer stays while the next loads. */
export function useCustomers(search: string) {
  return useQuery({ ...customersQueryOptions(search), placeholderData: keepPreviousData });
}
