import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDelayNotice, type CreateDelayNotice, type DelayNotice } from '@/shared/schemas/delay-notices';
import { api, isApiError } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export function postDelayNotice(projectId: string, input: CreateDelayNotice): Promise<DelayNotice> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/delay-notice`, input, zDelayNotice);
}

/**
 * Staff move the install date; the project (its date, milestones and newest notice) is fetched
 * again, and so is everything else that shows the date: the activity feed (the move is a line in
 * it), the schedule and the teams' bookings, and the installations table.
 */
export function usePostDelayNotice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDelayNotice) => postDelayNotice(projectId, input),
    meta: { errorMessage: 'Error', errorDescription: (error) => (isApiError(error) ? error.message : 'The delay notice could not be posted. Please try again.') },
    onSuccess: () =>
      invalidateKeys(queryClient, [queryKeys.projects.detail(projectId), queryKeys.activity.all, queryKeys.schedule, queryKeys.teamConflicts, queryKeys.installations]),
  });
}
