import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProject, type Project } from '@/shared/schemas/projects';
import { api } from '@/client/lib/api-client';

export function getProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}`, zProject, signal);
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', projectId],
    queryFn: ({ signal }) => getProject(projectId, signal),
  });
}

/** The project, when there is one to load. */
export function useProject(projectId: string | null) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
