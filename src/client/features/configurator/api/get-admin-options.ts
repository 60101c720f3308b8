import { queryOptions, useQuery } from '@tanstack/react-query';
import { zConfiguratorOptionList, type ConfiguratorOption } from '@/shared/schemas/configurator';
import { api } from '@/client/lib/api-client';
import { configuratorQueryKey } from './get-options';

export async function getAdminOptions(signal?: AbortSignal): Promise<ConfiguratorOption[]> {
  return (await api.get('/api/configurator/admin/options', zConfiguratorOptionList, signal)).options;
}

export function adminOptionsQueryOptions() {
  return queryOptions({ queryKey: [...configuratorQueryKey, 'admin'], queryFn: ({ signal }) => getAdminOptions(signal) });
}

/** Staff: every option, unavailable ones included. */
export function useAdminOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminOptionsQueryOptions(), enabled });
}
