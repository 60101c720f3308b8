import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zAftercareRequest, type AftercareChange, type AftercareRequest } from '@/shared/schemas/aftercare';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { aftercareQueryKey } from './get-aftercare';

export function changeAftercareRequest(id: string, change: AftercareChange): Promise<AftercareRequest> {
  return api.patch(`/api/aftercare-requests/${encodeURIComponent(id)}`, change, zAftercareRequest);
}

/** Staff: triage, reply, book the visit or close; the schedule and activity follow. */
export function useChangeAftercareRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AftercareChange }) => changeAftercareRequest(id, change),
    onSuccess: () => invalidateKeys(queryClient, [aftercareQueryKey, queryKeys.activity.all, ['schedule']]),
  });
}
