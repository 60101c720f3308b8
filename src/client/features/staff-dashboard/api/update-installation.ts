import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { zInstallationUpdated, type InstallationUpdated, type zUpdateInstallation } from '@/shared/schemas/installations';
import { api } from '@/client/lib/api-client';
import { projectQueryKey } from '@/client/lib/queries/project-key';
import { installationsQueryKeyRoot } from './get-installations';
import { SCHEDULE_KEY } from '@/client/lib/queries/schedule-keys';

export type InstallationChange = z.input<typeof zUpdateInstallation>;

export function updateInstallation(projectId: string, change: InstallationChange): Promise<InstallationUpdated> {
  return api.patch(`/api/installations/${encodeURIComponent(projectId)}`, change, zInstallationUpdated);
}

/**
 * Afterwards every page of the table is fetched again (the row may move in the sort), and so
 * are the activity feeds (a new date writes an activity) and the project (its install date).
 */
export function useUpdateInstallation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InstallationChange) => updateInstallation(projectId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: installationsQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }),
        queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
      ]),
  });
}
