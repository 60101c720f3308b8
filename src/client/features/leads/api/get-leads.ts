import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadSource, LeadStatus } from '@/shared/constants/operations';
import { zLeadPage, type LeadPage } from '@/shared/schemas/leads';
import { api } from '@/client/lib/api-client';

export interface LeadFilters {
  status: LeadStatus | '';
  source: LeadSource | '';
  page: number;
}

export const leadsQueryKeyRoot = ['leads'] as const;

/** What the Leads list shows first: no filter, page 1 (the list and the page's loader). */
export const FIRST_LEAD_FILTERS: LeadFilters = { status: '', source: '', page: 1 };

export function getLeadPage({ status, source, page }: LeadFilters, signal?: AbortSignal): Promise<LeadPage> {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(source ? { source } : {}), page: String(page) });
  return api.get(`/api/leads?${query.toString()}`, zLeadPage, signal);
}

export function leadPageQueryOptions(filters: LeadFilters) {
  return queryOptions({
    queryKey: [...leadsQueryKeyRoot, 'page', filters.status, filters.source, filters.page],
    queryFn: ({ signal }) => getLeadPage(filters, signal),
    // New enquiries arrive while the page stays open.
    refetchInterval: 60_000,
  });
}

/** One page of leads; the last answer stays on screen while the next loads. */
export function useLeadPage(filters: LeadFilters) {
  return useQuery({ ...leadPageQueryOptions(filters), placeholderData: keepPreviousData });
}
