import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { CONTRACTS_QUERY_KEY, contractListQueryKey } from './get-contracts';

export function contractQueryKey(contractId: string) {
  return [...CONTRACTS_QUERY_KEY, 'detail', contractId] as const;
}

export function getContract(contractId: string, signal?: AbortSignal): Promise<Contract> {
  return api.get(`/api/contracts/${encodeURIComponent(contractId)}`, zContract, signal);
}

export function contractQueryOptions(contractId: string) {
  return queryOptions({ queryKey: contractQueryKey(contractId), queryFn: ({ signal }) => getContract(contractId, signal) });
}

/**
 * One contract, shown at once from the list while it is fetched on its own: the customer's
 * first fetch of it is what the server records as their first view in the audit trail.
 */
export function useContract(contractId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...contractQueryOptions(contractId),
    placeholderData: () => queryClient.getQueryData<Contract[]>(contractListQueryKey)?.find((c) => c.id === contractId),
  });
}
