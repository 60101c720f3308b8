import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { configuratorQueryKey } from './get-options';

export function deleteOption(id: string): Promise<void> {
  return api.delete(`/api/configurator/options/${encodeURIComponent(id)}`);
}

export function useDeleteOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOption, meta: { errorMessage: 'Could not delete the option' }, onSuccess: () => queryClient.invalidateQueries({ queryKey: configuratorQueryKey }) });
}
