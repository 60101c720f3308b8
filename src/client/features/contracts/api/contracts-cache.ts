import type { QueryClient } from '@tanstack/react-query';
import type { Contract } from '@/shared/schemas/contracts';
import { contractQueryKey } from './get-contract';
import { CONTRACTS_QUERY_KEY, contractListQueryKey, type ContractPages } from './get-contracts';

/** Shows a contract the server just changed everywhere at once, then refetches to be sure. */
export function storeContract(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData<ContractPages>(contractListQueryKey, (current) => {
    if (!current) return current;
    const listed = current.pages.some((page) => page.contracts.some((c) => c.id === contract.id));
    // A new contract is the newest, so it goes at the top of the first page.
    const pages = listed
      ? current.pages.map((page) => ({ ...page, contracts: page.contracts.map((c) => (c.id === contract.id ? contract : c)) }))
      : current.pages.map((page, index) => (index === 0 ? { ...page, contracts: [contract, ...page.contracts] } : page));
    return { ...current, pages };
  });
  queryClient.setQueryData(contractQueryKey(contract.id), contract);
  void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
}
