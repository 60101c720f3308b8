import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyBranding } from '@/shared/schemas/company';
import { api, isApiError } from '../api-client';

export const companyQueryKey = ['company'] as const;

/**
 * Not parsed with zod: every page loads this, and zod would be a quarter of the public site's
 * first download. The server builds the answer from its own schema (zCompanyBranding).
 */
export function getCompany(signal?: AbortSignal) {
  return api.get<CompanyBranding>('/api/company', undefined, signal);
}

export function companyQueryOptions() {
  return queryOptions({
    queryKey: companyQueryKey,
    queryFn: ({ signal }) => getCompany(signal),
    // Branding changes rarely; one read per visit is enough. A failure is kept, not
    // retried by every component that mounts (a refetch would put the site back to loading).
    staleTime: 5 * 60_000,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/** The company this host belongs to: loading, loaded, failed, or not found (no such tenant). */
export function useCompany() {
  const query = useQuery(companyQueryOptions());
  return {
    company: query.data ?? null,
    status: query.isPending ? 'loading' : query.isError ? 'failed' : 'loaded',
    isNotFound: isApiError(query.error, 404),
    error: query.error,
  } as const;
}
