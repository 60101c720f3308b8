import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { storeContract } from './contracts-cache';

export function voidContract(contractId: string): Promise<Contract> {
  return api.post(`/api/contracts/${encodeURIComponent(contractId)}/void`, {}, zContract);
}

/** Staff withdraw an unsigned contract; the customer then sees it voided and cannot sign it. */
export function useVoidContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidContract, meta: { errorMessage: 'Error voiding contract' }, onSuccess: (contract) => storeContract(queryClient, contract) });
}
