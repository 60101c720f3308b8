import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zContract, type Contract } from '@/shared/schemas/contracts';
import { api } from '@/client/lib/api-client';

const zContracts = z.object({ contracts: z.array(zContract) });

/** Every contracts query starts with this, so one invalidation refreshes the list and each contract. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;
export const contractListQueryKey = [...CONTRACTS_QUERY_KEY, 'list'] as const;

export function getContracts(signal?: AbortSignal): Promise<Contract[]> {
  return api.get('/api/contracts', zContracts, signal).then((data) => data.contracts);
}

export function contractListQueryOptions() {
  return queryOptions({ queryKey: contractListQueryKey, queryFn: ({ signal }) => getContracts(signal) });
}

/** A customer's own contracts, or every contract of the company for staff; newest first. */
export function useContracts() {
  return useQuery(contractListQueryOptions());
}
