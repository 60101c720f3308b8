import { queryOptions, useQuery } from '@tanstack/react-query';
import { zStaffDashboardStats, type StaffDashboardStats } from '@/shared/schemas/staff-dashboard';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getDashboardStats(signal?: AbortSignal): Promise<StaffDashboardStats> {
  return api.get('/api/staff/dashboard', zStaffDashboardStats, signal);
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staffDashboard.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
    // Tickets and leads arrive while the dashboard stays open on a desk all day.
    refetchInterval: 60_000,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
