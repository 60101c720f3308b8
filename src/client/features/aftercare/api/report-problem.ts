import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zAftercareRequest, type AftercareRequest, type NewAftercareRequest } from '@/shared/schemas/aftercare';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { aftercareQueryKey } from './get-aftercare';

export type ReportProblemInput = NewAftercareRequest & { photos: File[] };

/** Sent as a multipart form: the text fields (the days comma-separated), then the photos. */
export function reportProblem(projectId: string, { category, description, preferredDays = [], photos }: ReportProblemInput): Promise<AftercareRequest> {
  const form = new FormData();
  form.append('category', category);
  form.append('description', description);
  form.append('preferredDays', preferredDays.join(','));
  // The photos go last so the server has read the text fields before the bytes start streaming.
  for (const photo of photos) form.append('photos', photo);
  return api.upload(`/api/projects/${encodeURIComponent(projectId)}/aftercare-requests`, form, zAftercareRequest);
}

/** Customers: report a problem on their completed project. */
export function useReportProblem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportProblemInput) => reportProblem(projectId, input),
    meta: { errorMessage: 'Could not send your report' },
    onSuccess: () => invalidateKeys(queryClient, [aftercareQueryKey, queryKeys.activity.all]),
  });
}
