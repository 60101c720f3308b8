import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProjectDetail, type ProjectDetail } from '@/shared/schemas/projects';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getProject(projectId: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}`, zProjectDetail, signal);
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
  });
}

/** The project, when there is one to load. */
export function useProject(projectId: string | null) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
