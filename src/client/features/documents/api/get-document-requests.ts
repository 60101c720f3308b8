import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDocumentRequest, type DocumentRequest } from '@/shared/schemas/documents';
import { api } from '@/client/lib/api-client';

const zDocumentRequestList = z.object({ requests: z.array(zDocumentRequest) });

export function documentRequestsQueryKey(projectId: string) {
  return ['document-requests', projectId] as const;
}

export async function getDocumentRequests(projectId: string, signal?: AbortSignal): Promise<DocumentRequest[]> {
  const { requests } = await api.get(`/api/projects/${encodeURIComponent(projectId)}/document-requests`, zDocumentRequestList, signal);
  return requests;
}

export function documentRequestsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: documentRequestsQueryKey(projectId),
    queryFn: ({ signal }) => getDocumentRequests(projectId, signal),
  });
}

/** Outstanding requests first by due date, then fulfilled ones (the server's order). */
export function useDocumentRequests(projectId: string) {
  return useQuery(documentRequestsQueryOptions(projectId));
}
