import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zInstallationUpdated, type TeamBookingConflict, type UpdateInstallation } from '@/shared/schemas/installations';
import { api } from '@/client/lib/api-client';
import { projectQueryKey } from '@/client/lib/queries/project-key';
import { SCHEDULE_KEY } from './get-schedule';
import { CONFLICTS_KEY } from './get-team-conflicts';
import { INSTALLATIONS_KEY } from '@/client/lib/queries/schedule-keys';

/** The installations API's PATCH: the project's install date, slot, team and place; the team's other bookings come back. */
export function scheduleInstallation(projectId: string, change: UpdateInstallation): Promise<TeamBookingConflict[]> {
  return api.patch(`/api/installations/${encodeURIComponent(projectId)}`, change, zInstallationUpdated).then((r) => r.conflicts);
}

export function useScheduleInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, change }: { projectId: string; change: UpdateInstallation }) => scheduleInstallation(projectId, change),
    onSuccess: (_conflicts, { projectId }) =>
      Promise.all(
        // The staff dashboard's installation table, the activity feeds (a new date is an activity) and the project read these too.
        [SCHEDULE_KEY, CONFLICTS_KEY, INSTALLATIONS_KEY, ['activity'], projectQueryKey(projectId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
