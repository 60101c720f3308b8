import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDelayNotice, type CreateDelayNotice, type DelayNotice } from '@/shared/schemas/delay-notices';
import { api } from '@/client/lib/api-client';
import { projectQueryKey } from '@/client/lib/queries/project-key';

export function postDelayNotice(projectId: string, input: CreateDelayNotice): Promise<DelayNotice> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/delay-notice`, input, zDelayNotice);
}

/** Staff move the install date; the project (its date, milestones and newest notice) is fetched again. */
export function usePostDelayNotice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDelayNotice) => postDelayNotice(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
  });
}
