import { queryOptions, useQuery } from '@tanstack/react-query';
import { zProjectPayments, type ProjectPayments } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getProjectPayments(projectId: string, signal?: AbortSignal): Promise<ProjectPayments> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/payments`, zProjectPayments, signal);
}

/** The spec's cache key: `['payments', projectId]`; staff changes to a schedule refresh it by the same key. */
export function paymentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.project(projectId),
    queryFn: ({ signal }) => getProjectPayments(projectId, signal),
  });
}

/** A project's payment schedule and its summary (the Payments tab and the Payment Summary card share it). */
export function useProjectPayments(projectId: string | null) {
  return useQuery({ ...paymentsQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
