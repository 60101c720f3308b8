import { queryOptions, useQuery } from '@tanstack/react-query';
import { zCompanySettings, type CompanySettings } from '@/shared/schemas/settings';
import { api } from '@/client/lib/api-client';

export const settingsQueryKey = ['settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<CompanySettings> {
  return api.get('/api/settings', zCompanySettings, signal);
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

/** Staff and admins: the company's name, brand, logo, sender name and capacity. */
export function useSettings() {
  return useQuery(settingsQueryOptions());
}
