import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProjectDocuments, type ProjectDocuments } from '@/shared/schemas/documents';
import { api } from '@/client/lib/api-client';

export function documentsQueryKey(projectId: string) {
  return ['documents', projectId] as const;
}

export function getProjectDocuments(projectId: string, signal?: AbortSignal): Promise<ProjectDocuments> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/documents`, zProjectDocuments, signal);
}

export function documentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: documentsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectDocuments(projectId, signal),
  });
}

/** The project's documents, newest first, and the largest upload the server accepts. */
export function useProjectDocuments(projectId: string) {
  return useQuery(documentsQueryOptions(projectId));
}
