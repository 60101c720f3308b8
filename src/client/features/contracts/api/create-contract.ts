import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract, type CreateContract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { storeContract } from './contracts-cache';

export function createContract(input: CreateContract): Promise<Contract> {
  return api.post('/api/contracts', input, zContract);
}

/** Staff make out a contract to a customer; it goes to that customer's project, whose activity says it is ready to sign. */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContract,
    meta: { errorMessage: 'Error creating contract' },
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
    },
  });
}
