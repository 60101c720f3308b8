import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { zSiteVisitResult, type SiteVisitInput, type SiteVisitResult, type SiteVisitUpdate } from '@/shared/schemas/scheduling';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

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
  return invalidateKeys(queryClient, [queryKeys.schedule, queryKeys.teamConflicts]);
}

export function useCreateSiteVisit() {
  const queryClient = useQueryClient();
  // A new visit is also a line in the activity feed (the customer sees theirs).
  return useMutation({ mutationFn: createSiteVisit, meta: { errorMessage: 'Could not book the visit' }, onSuccess: () => Promise.all([refreshSchedule(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.activity.all })]) });
}

export function useUpdateSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ id, change }: { id: string; change: SiteVisitUpdate }) => updateSiteVisit(id, change), meta: { errorMessage: 'Could not save the visit' }, onSuccess: () => refreshSchedule(queryClient) });
}

export function useDeleteSiteVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSiteVisit, meta: { errorMessage: 'Could not delete the visit' }, onSuccess: () => refreshSchedule(queryClient) });
}
