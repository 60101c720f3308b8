import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zAftercareRequest, type AftercareRequest, type NewAftercareRequest } from '@/shared/schemas/aftercare';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { aftercareQueryKey } from './get-aftercare';

export function reportProblem(projectId: string, input: NewAftercareRequest): Promise<AftercareRequest> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/aftercare-requests`, input, zAftercareRequest);
}

/** Customers: report a problem on their completed project. */
export function useReportProblem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAftercareRequest) => reportProblem(projectId, input),
    meta: { errorMessage: 'Could not send your report' },
    onSuccess: () => invalidateKeys(queryClient, [aftercareQueryKey, queryKeys.activity.all]),
  });
}
