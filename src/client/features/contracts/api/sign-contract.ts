import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { storeContract } from './contracts-cache';
import { CONTRACTS_QUERY_KEY } from './get-contracts';

export function signContract(contractId: string): Promise<Contract> {
  return api.post(`/api/contracts/${encodeURIComponent(contractId)}/sign`, { agreed: true }, zContract);
}

/** The customer signs, having ticked the agreement; one-way (spec section 4). */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (contract) => storeContract(queryClient, contract),
    // Refused because it was signed or withdrawn meanwhile: show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
  });
}
