import { queryOptions, useQuery } from '@tanstack/react-query';
import { zConfiguratorOptionList, type ConfiguratorOption } from '@/shared/schemas/configurator';
import { api } from '@/client/lib/api-client';

/** Every configurator query starts with this, so one invalidation after a staff change refreshes them all. */
export const configuratorQueryKey = ['configurator-options'] as const;

export async function getOptions(signal?: AbortSignal): Promise<ConfiguratorOption[]> {
  return (await api.get('/api/configurator/options', zConfiguratorOptionList, signal)).options;
}

export function optionsQueryOptions() {
  // Prices change when staff say so: read them afresh each visit rather than trusting a cached list.
  return queryOptions({ queryKey: [...configuratorQueryKey, 'public'], queryFn: ({ signal }) => getOptions(signal), staleTime: 0 });
}

/** The company's available options, by group and position. */
export function useOptions() {
  return useQuery(optionsQueryOptions());
}
