import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zVariation, zVariationList, type ApproveVariation, type CreateVariation, type Variation } from '@/shared/schemas/variations';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export function variationsQueryKey(projectId: string) {
  return ['variations', projectId] as const;
}

export function variationsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: variationsQueryKey(projectId),
    queryFn: async ({ signal }) => (await api.get(`/api/projects/${encodeURIComponent(projectId)}/variations`, zVariationList, signal)).variations,
  });
}

/** A project's variations, newest first. */
export function useVariations(projectId: string) {
  return useQuery(variationsQueryOptions(projectId));
}

export const variationPdfHref = (id: string) => `/api/variations/${encodeURIComponent(id)}/pdf`;

/**
 * An answer changes the variation and, when approved, the schedule, the install date (a delay
 * notice) and the activity feed: all are read again.
 */
function useVariationChange<I>(projectId: string, mutationFn: (input: I) => Promise<Variation>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorMessage },
    onSettled: () =>
      invalidateKeys(queryClient, [variationsQueryKey(projectId), queryKeys.payments.project(projectId), queryKeys.projects.detail(projectId), queryKeys.activity.all]),
  });
}

export function useApproveVariation(projectId: string) {
  return useVariationChange(
    projectId,
    ({ id, idempotencyKey, ...body }: ApproveVariation & { id: string; idempotencyKey: string }) =>
      api.postOnce(`/api/variations/${encodeURIComponent(id)}/approve`, body, zVariation, idempotencyKey),
    'Your approval could not be recorded',
  );
}

export function useDeclineVariation(projectId: string) {
  return useVariationChange(projectId, ({ id, reason }: { id: string; reason: string }) => api.post(`/api/variations/${encodeURIComponent(id)}/decline`, { reason }, zVariation), 'Your answer could not be sent');
}

export function useProposeVariation(projectId: string) {
  return useVariationChange(projectId, (body: CreateVariation) => api.post(`/api/projects/${encodeURIComponent(projectId)}/variations`, body, zVariation), 'The variation could not be proposed');
}

/** Staff: attach files to a variation awaiting its answer (right after proposing it). */
export function useAttachToVariation(projectId: string) {
  return useVariationChange(
    projectId,
    ({ id, files }: { id: string; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return api.upload(`/api/variations/${encodeURIComponent(id)}/attachments`, form, zVariation);
    },
    'The attachments could not be added',
  );
}

export function useWithdrawVariation(projectId: string) {
  return useVariationChange(projectId, (id: string) => api.post(`/api/variations/${encodeURIComponent(id)}/withdraw`, {}, zVariation), 'The variation could not be withdrawn');
}
