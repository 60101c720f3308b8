import type { QueryClient } from '@tanstack/react-query';
import type { Contract } from '@/shared/schemas/contracts';
import { contractQueryKey } from './get-contract';
import { CONTRACTS_QUERY_KEY, contractListQueryKey } from './get-contracts';

/** Shows a contract the server just changed everywhere at once, then refetches to be sure. */
export function storeContract(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData<Contract[]>(contractListQueryKey, (current) => {
    if (!current) return current;
    return current.some((c) => c.id === contract.id) ? current.map((c) => (c.id === contract.id ? contract : c)) : [contract, ...current];
  });
  queryClient.setQueryData(contractQueryKey(contract.id), contract);
  void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
}
