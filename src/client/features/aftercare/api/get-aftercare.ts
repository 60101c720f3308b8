import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProjectAftercare, type ProjectAftercare } from '@/shared/schemas/aftercare';
import { api } from '@/client/lib/api-client';

/** Every aftercare query starts with this key; a change to a request refreshes them all. */
export const aftercareQueryKey = ['aftercare'] as const;

export function getProjectAftercare(projectId: string, signal?: AbortSignal): Promise<ProjectAftercare> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/aftercare-requests`, zProjectAftercare, signal);
}

export function aftercareQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...aftercareQueryKey, projectId] as const,
    queryFn: ({ signal }) => getProjectAftercare(projectId, signal),
    // A staff answer shows without a reload.
    refetchInterval: 60_000,
  });
}

/** The project's guarantees with their end dates, and its aftercare requests, newest first. */
export function useProjectAftercare(projectId: string) {
  return useQuery(aftercareQueryOptions(projectId));
}
