import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignDecision } from '@/shared/schemas/design-approval';
import { zProject, type Project } from '@/shared/schemas/projects';
import { api } from '@/client/lib/api-client';
import { projectQueryKey } from '@/client/lib/queries/project-key';
import { designDecisionsQueryKey } from './get-design-decisions';

export function decideDesign(projectId: string, decision: DesignDecision): Promise<Project> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/design-approval`, decision, zProject);
}

/**
 * The customer approves (the project moves to its next stage, so the dashboard's
 * project is fetched again and the timeline moves) or asks for changes.
 */
export function useDecideDesign(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DesignDecision) => decideDesign(projectId, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: designDecisionsQueryKey(projectId) }),
      ]),
  });
}
