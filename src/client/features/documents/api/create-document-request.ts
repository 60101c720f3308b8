import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDocumentRequest, type CreateDocumentRequest, type DocumentRequest } from '@/shared/schemas/documents';
import { api, isApiError } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { documentRequestsQueryKey } from './get-document-requests';

export function createDocumentRequest(projectId: string, values: CreateDocumentRequest): Promise<DocumentRequest> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/document-requests`, values, zDocumentRequest);
}

/** Staff ask the customer for a document; afterwards the requests list (the calls the product makes) and the activity feed refresh. */
export function useCreateDocumentRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateDocumentRequest) => createDocumentRequest(projectId, values),
    meta: { errorMessage: (error) => `Failed to send request: ${isApiError(error) ? error.message : String(error)}`, errorDescription: null },
    onSuccess: () => void invalidateKeys(queryClient, [documentRequestsQueryKey(projectId), queryKeys.activity.all]),
  });
}
