import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProductionStatus, type ProductionStatus } from '@/shared/schemas/staff-dashboard';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getProductionStatus(signal?: AbortSignal): Promise<ProductionStatus> {
  return api.get('/api/staff/production', zProductionStatus, signal);
}

export function productionStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staffDashboard.production,
    queryFn: ({ signal }) => getProductionStatus(signal),
    refetchInterval: 60_000,
  });
}

export function useProductionStatus() {
  return useQuery(productionStatusQueryOptions());
}
