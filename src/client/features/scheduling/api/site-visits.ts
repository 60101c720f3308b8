import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { zSiteVisitResult, type SiteVisitInput, type SiteVisitResult, type SiteVisitUpdate } from '@/shared/schemas/scheduling';
import { api } from '@/client/lib/api-client';
import { SCHEDULE_KEY } from './get-schedule';
import { CONFLICTS_KEY } from './get-team-conflicts';

export function createSiteVisit(input: SiteVisitInput): Promise<SiteVisitResult> {
  return api.post('/api/site-visits', input, zSiteVisitResult);
}

export function updateSiteVisit(id: string, change: SiteVisitUpdate): Promise<SiteVisitResult> {
  return api.patch(`/api/site-visits/${encodeURIComponent(id)}`, change, zSiteVisitResult);
}

export function deleteSiteVisit(id: string): Promise<void> {
  return api.delete(`/api/site-visits/${encodeURIComponent(id)}`);
}

/** A booking changes the calendar and every team's warnings for that day. */
function refreshSchedule(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }), queryClient.invalidateQueries({ queryKey: CONFLICTS_KEY })]);
}

export function useCreateSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSiteVisit, onSuccess: () => refreshSchedule(queryClient) });
}

export function useUpdateSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ id, change }: { id: string; change: SiteVisitUpdate }) => updateSiteVisit(id, change), onSuccess: () => refreshSchedule(queryClient) });
}

export function useDeleteSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSiteVisit, onSuccess: () => refreshSchedule(queryClient) });
}
