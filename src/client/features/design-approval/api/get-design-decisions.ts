import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDesignDecisionRecord, type DesignDecisionRecord } from '@/shared/schemas/design-approval';
import { api } from '@/client/lib/api-client';

const zDecisions = z.object({ decisions: z.array(zDesignDecisionRecord) });

export function designDecisionsQueryKey(projectId: string) {
  return ['design-decisions', projectId] as const;
}

export async function getDesignDecisions(projectId: string, signal?: AbortSignal): Promise<DesignDecisionRecord[]> {
  const { decisions } = await api.get(`/api/projects/${encodeURIComponent(projectId)}/design-approval`, zDecisions, signal);
  return decisions;
}

export function designDecisionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: designDecisionsQueryKey(projectId),
    queryFn: ({ signal }) => getDesignDecisions(projectId, signal),
  });
}

/** The customer's approvals and change requests, newest first. */
export function useDesignDecisions(projectId: string) {
  return useQuery(designDecisionsQueryOptions(projectId));
}
