import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDiagram, type Diagram, type ProjectDiagrams } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';
import { uploadRefusal } from '@/client/lib/upload-refusal';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { diagramsQueryKey } from './get-diagrams';

export interface UploadDiagramInput {
  projectId: string;
  file: File;
}

export function uploadDiagram({ projectId, file }: UploadDiagramInput): Promise<Diagram> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`/api/projects/${encodeURIComponent(projectId)}/diagrams`, form, zDiagram);
}

export const DIAGRAM_UPLOAD_FAILED = 'There was an error uploading your diagram.';

/** A customer's image or PDF; the new diagram goes to the top of the list at once, and the upload is a line in the activity feed. */
export function useUploadDiagram(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDiagram({ projectId, file }),
    meta: { errorMessage: 'Upload failed', errorDescription: (error) => [DIAGRAM_UPLOAD_FAILED, uploadRefusal(error)].filter(Boolean).join(' ') },
    onSuccess: (diagram) => {
      queryClient.setQueryData<ProjectDiagrams>(diagramsQueryKey(projectId), (current) =>
        current ? { ...current, diagrams: [diagram, ...current.diagrams.filter((d) => d.id !== diagram.id)] } : current,
      );
      void invalidateKeys(queryClient, [diagramsQueryKey(projectId), queryKeys.activity.all]);
    },
  });
}
