import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { zContractPage, type Contract, type ContractPage } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';

/** Every contracts query starts with this, so one invalidation refreshes the list and each contract. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;
export const contractListQueryKey = [...CONTRACTS_QUERY_KEY, 'list'] as const;

export type ContractPages = InfiniteData<ContractPage, string | null>;

export function getContracts(cursor: string | null, signal?: AbortSignal): Promise<ContractPage> {
  const path = cursor ? `/api/contracts?cursor=${encodeURIComponent(cursor)}` : '/api/contracts';
  return api.get(path, zContractPage, signal);
}

export function contractListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: contractListQueryKey,
    queryFn: ({ pageParam, signal }) => getContracts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The contracts loaded so far, across pages. */
export function listedContracts(data: ContractPages | undefined): Contract[] | undefined {
  return data?.pages.flatMap((page) => page.contracts);
}

/**
 * A customer's own contracts, or every contract of the company for staff; newest first, a page at
 * a time (`fetchNextPage` while `hasNextPage`), with `data` as one list of what is loaded.
 */
export function useContracts() {
  return useInfiniteQuery({ ...contractListQueryOptions(), select: (data) => data.pages.flatMap((page) => page.contracts) });
}
