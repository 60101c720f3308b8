import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zConfiguratorOption, type ConfiguratorOption, type ConfiguratorOptionPatch } from '@/shared/schemas/configurator';
import { api } from '@/client/lib/api-client';
import { configuratorQueryKey } from './get-options';

export function updateOption({ id, patch }: { id: string; patch: ConfiguratorOptionPatch }): Promise<ConfiguratorOption> {
  return api.patch(`/api/configurator/options/${encodeURIComponent(id)}`, patch, zConfiguratorOption);
}

export function useUpdateOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOption, meta: { errorMessage: 'Could not save the option', errorToast: false }, onSuccess: () => queryClient.invalidateQueries({ queryKey: configuratorQueryKey }) });
}
