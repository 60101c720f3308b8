import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTALLATIONS_PAGE_SIZE, zInstallationsPage, type InstallationSort, type InstallationsPage } from '@/shared/schemas/installations';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export interface InstallationsRequest {
  search: string;
  page: number;
  sort: InstallationSort;
  pageSize?: number;
}

/** What Upcoming Installations asks for first: no search, page 1, soonest first (the tab and the dashboard's loader). */
export const FIRST_INSTALLATIONS: InstallationsRequest = { search: '', page: 1, sort: 'installDate' };

export function getInstallations({ search, page, sort, pageSize = INSTALLATIONS_PAGE_SIZE }: InstallationsRequest, signal?: AbortSignal): Promise<InstallationsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort });
  if (search.trim()) params.set('search', search.trim());
  return api.get(`/api/installations?${params.toString()}`, zInstallationsPage, signal);
}

export function installationsQueryOptions(request: InstallationsRequest) {
  return queryOptions({
    queryKey: [...queryKeys.installations, request.search.trim(), request.page, request.sort, request.pageSize ?? INSTALLATIONS_PAGE_SIZE],
    queryFn: ({ signal }) => getInstallations(request, signal),
    // The current page stays on screen until the next arrives, so the table does not jump while typing or paging.
    placeholderData: keepPreviousData,
  });
}

export function useInstallations(request: InstallationsRequest) {
  return useQuery(installationsQueryOptions(request));
}
