import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { zInstallationUpdated, type InstallationUpdated, type zUpdateInstallation } from '@/shared/schemas/installations';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export type InstallationChange = z.input<typeof zUpdateInstallation>;

export function updateInstallation(projectId: string, change: InstallationChange): Promise<InstallationUpdated> {
  return api.patch(`/api/installations/${encodeURIComponent(projectId)}`, change, zInstallationUpdated);
}

/**
 * Afterwards every page of the table is fetched again (the row may move in the sort), and so
 * are the activity feeds (a new date writes an activity), the project (its install date), the
 * schedule and the teams' bookings, and the dashboard's count of pending installations.
 */
export function useUpdateInstallation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InstallationChange) => updateInstallation(projectId, change),
    meta: { errorMessage: 'Could not save the installation', errorToast: false },
    onSuccess: () =>
      invalidateKeys(queryClient, [
        queryKeys.installations,
        queryKeys.activity.all,
        queryKeys.schedule,
        queryKeys.teamConflicts,
        queryKeys.staffDashboard.stats,
        queryKeys.projects.detail(projectId),
      ]),
  });
}
