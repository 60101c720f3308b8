import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProductionStatus, type ProductionStatus } from '@/shared/schemas/staff-dashboard';
import { api } from '@/client/lib/api-client';

export const productionStatusQueryKey = ['staff-dashboard', 'production'] as const;

export function getProductionStatus(signal?: AbortSignal): Promise<ProductionStatus> {
  return api.get('/api/staff/production', zProductionStatus, signal);
}

export function productionStatusQueryOptions() {
  return queryOptions({
    queryKey: productionStatusQueryKey,
    queryFn: ({ signal }) => getProductionStatus(signal),
    refetchInterval: 60_000,
  });
}

export function useProductionStatus() {
  return useQuery(productionStatusQueryOptions());
}
