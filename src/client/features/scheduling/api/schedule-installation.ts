import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zInstallationUpdated, type TeamBookingConflict, type UpdateInstallation } from '@/shared/schemas/installations';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

/** The installations API's PATCH: the project's install date, slot, team and place; the team's other bookings come back. */
export function scheduleInstallation(projectId: string, change: UpdateInstallation): Promise<TeamBookingConflict[]> {
  return api.patch(`/api/installations/${encodeURIComponent(projectId)}`, change, zInstallationUpdated).then((r) => r.conflicts);
}

export function useScheduleInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, change }: { projectId: string; change: UpdateInstallation }) => scheduleInstallation(projectId, change),
    meta: { errorMessage: 'Could not schedule the installation' },
    // The staff dashboard's installation table and figures, the activity feeds (a new date is an activity) and the project read these too.
    onSuccess: (_conflicts, { projectId }) =>
      invalidateKeys(queryClient, [
        queryKeys.schedule,
        queryKeys.teamConflicts,
        queryKeys.installations,
        queryKeys.staffDashboard.stats,
        queryKeys.activity.all,
        queryKeys.projects.detail(projectId),
      ]),
  });
}
