import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zConfiguratorOption, type ConfiguratorOption, type ConfiguratorOptionInput } from '@/shared/schemas/configurator';
import { api } from '@/client/lib/api-client';
import { configuratorQueryKey } from './get-options';

export function createOption(input: ConfiguratorOptionInput): Promise<ConfiguratorOption> {
  return api.post('/api/configurator/options', input, zConfiguratorOption);
}

export function useCreateOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOption, meta: { errorMessage: 'Could not add the option', errorToast: false }, onSuccess: () => queryClient.invalidateQueries({ queryKey: configuratorQueryKey }) });
}
