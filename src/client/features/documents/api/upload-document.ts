import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDocumentType } from '@/shared/constants/files';
import { zDocument, type ProjectDocument, type ProjectDocuments } from '@/shared/schemas/documents';
import { api, isApiError } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { documentRequestsQueryKey } from './get-document-requests';
import { documentsQueryKey } from './get-documents';

export interface UploadDocumentInput {
  file: File;
  /** Staff only: the server files a customer's upload as customer_upload, titled with the file name. */
  title?: string;
  documentType?: StaffDocumentType;
  /** The document request this upload fulfils. */
  requestId?: string;
}

export function uploadDocument(projectId: string, { file, title, documentType, requestId }: UploadDocumentInput): Promise<ProjectDocument> {
  const form = new FormData();
  if (title) form.append('title', title);
  if (documentType) form.append('documentType', documentType);
  if (requestId) form.append('requestId', requestId);
  // The file goes last so the server has read the text fields before the bytes start streaming.
  form.append('file', file);
  return api.upload(`/api/projects/${encodeURIComponent(projectId)}/documents`, form, zDocument);
}

/** Uploads a document; it tops the list at once, a request it fulfils shows as fulfilled, and the activity feed shows the upload. */
export function useUploadDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => uploadDocument(projectId, input),
    meta: { errorMessage: (error) => `Failed to upload document: ${isApiError(error) ? error.message : String(error)}`, errorDescription: null },
    onSuccess: (document, input) => {
      queryClient.setQueryData<ProjectDocuments>(documentsQueryKey(projectId), (current) =>
        current
          ? {
              ...current,
              documents: [document, ...current.documents.filter((d) => d.id !== document.id)],
            }
          : current,
      );
      void queryClient.invalidateQueries({
        queryKey: documentsQueryKey(projectId),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
      if (input.requestId)
        void queryClient.invalidateQueries({
          queryKey: documentRequestsQueryKey(projectId),
        });
    },
  });
}
