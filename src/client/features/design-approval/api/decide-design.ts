import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type { DesignDecision } from '@/shared/schemas/design-approval';
import { zProject, type Project } from '@/shared/schemas/projects';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { designDecisionsQueryKey } from './get-design-decisions';

export function decideDesign(projectId: string, decision: DesignDecision): Promise<Project> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/design-approval`, decision, zProject);
}

/**
 * The customer approves (the project moves to its next stage, so the dashboard's
 * project is fetched again and the timeline moves) or asks for changes; either is a line in the
 * activity feed.
 */
export function useDecideDesign(projectId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DesignDecision) => decideDesign(projectId, decision),
    meta,
    onSettled: () => invalidateKeys(queryClient, [queryKeys.projects.detail(projectId), designDecisionsQueryKey(projectId), queryKeys.activity.all]),
  });
}
