import { queryOptions, useQuery } from '@tanstack/react-query';
import { zStaffDashboardStats, type StaffDashboardStats } from '@/shared/schemas/staff-dashboard';
import { api } from '@/client/lib/api-client';

/** Under ['staff-dashboard'] with Production Status, so one invalidation refreshes every figure. */
export const dashboardStatsQueryKey = ['staff-dashboard', 'stats'] as const;

export function getDashboardStats(signal?: AbortSignal): Promise<StaffDashboardStats> {
  return api.get('/api/staff/dashboard', zStaffDashboardStats, signal);
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) => getDashboardStats(signal),
    // Tickets and leads arrive while the dashboard stays open on a desk all day.
    refetchInterval: 60_000,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
