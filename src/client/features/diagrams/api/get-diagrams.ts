import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProjectDiagrams, type Diagram, type ProjectDiagrams } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';

export function diagramsQueryKey(projectId: string) {
  return ['diagrams', projectId] as const;
}

export async function getProjectDiagrams(projectId: string, signal?: AbortSignal): Promise<ProjectDiagrams> {
  try {
    return await api.get(`/api/projects/${encodeURIComponent(projectId)}/diagrams`, zProjectDiagrams, signal);
  } catch (error) {
    // The spec logs diagram fetch failures; the card still says it could not load them.
    console.warn('Loading the building diagrams failed', error);
    throw error;
  }
}

export function diagramsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: diagramsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectDiagrams(projectId, signal),
  });
}

/** The diagram the card shows large: the one picked while it is still there, else the newest (the list is newest first). */
export function shownDiagram(diagrams: readonly Diagram[], pickedId: string | null): Diagram | undefined {
  return diagrams.find((d) => d.id === pickedId) ?? diagrams[0];
}

/** The project's diagrams, newest first, and the largest upload the server accepts. */
export function useProjectDiagrams(projectId: string) {
  return useQuery(diagramsQueryOptions(projectId));
}
