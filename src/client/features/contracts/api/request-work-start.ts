import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { storeContract } from './contracts-cache';

export function requestWorkStart(contractId: string): Promise<Contract> {
  return api.post(`/api/contracts/${encodeURIComponent(contractId)}/work-start-request`, {}, zContract);
}

/** The customer's express, recorded request for work to start within the cancellation period. */
export function useRequestWorkStart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestWorkStart, meta: { errorMessage: 'Error sending request' }, onSuccess: (contract) => storeContract(queryClient, contract) });
}
