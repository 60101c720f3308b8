import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';
import { CONTRACTS_QUERY_KEY, contractListQueryKey, listedContracts, type ContractPages } from './get-contracts';

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
 * One contract, shown at once from the list while it is fetched on its own. Fetching records
 * nothing: the customer's first view is recorded once it is shown (record-contract-view.ts).
 */
export function useContract(contractId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...contractQueryOptions(contractId),
    placeholderData: () => listedContracts(queryClient.getQueryData<ContractPages>(contractListQueryKey))?.find((c) => c.id === contractId),
  });
}

/**
 * Staff open a contract from the list; one linked to that is not among the pages loaded yet
 * (an older one) is fetched on its own.
 */
export function useContractUnlessListed(contractId: string | null, listed: Contract | undefined, listLoaded: boolean) {
  const query = useQuery({ ...contractQueryOptions(contractId ?? ''), enabled: contractId !== null && !listed && listLoaded });
  return listed ?? (contractId ? query.data : undefined);
}
