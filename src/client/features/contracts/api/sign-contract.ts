import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { storeContract } from './contracts-cache';
import { CONTRACTS_QUERY_KEY } from './get-contracts';

export interface SignContractInput {
  contractId: string;
  /** One per signing attempt, sent again on a retry, so a double click or a lost answer signs once. */
  idempotencyKey: string;
}

export function signContract({ contractId, idempotencyKey }: SignContractInput): Promise<Contract> {
  return api.postOnce(`/api/contracts/${encodeURIComponent(contractId)}/sign`, { agreed: true }, zContract, idempotencyKey);
}

/** The customer signs, having ticked the agreement; one-way (the product's states and transitions). The signature is a line in the activity feed. */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    meta: { errorMessage: 'Error signing contract' },
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
    },
    // Refused because it was signed or withdrawn meanwhile: show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
  });
}
