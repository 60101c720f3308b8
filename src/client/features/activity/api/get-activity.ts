import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zActivity, type Activity } from '@/shared/schemas/activity';
import { api } from '@/client/lib/api-client';

const zActivityList = z.object({ activity: z.array(zActivity) });

/** Under ['activity'] so any change that writes activity can refresh every feed at once. */
export function activityQueryKey(projectId: string | null, limit: number) {
  return ['activity', projectId ?? 'all', limit] as const;
}

export async function getActivity(projectId: string | null, limit: number, signal?: AbortSignal): Promise<Activity[]> {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(projectId ? { projectId } : {}),
  });
  return (await api.get(`/api/activity?${query.toString()}`, zActivityList, signal)).activity;
}

export function activityQueryOptions(projectId: string | null, limit: number) {
  return queryOptions({
    queryKey: activityQueryKey(projectId, limit),
    queryFn: ({ signal }) => getActivity(projectId, limit, signal),
    refetchInterval: 60_000,
  });
}

/** Newest first: the company's for staff, or one project's; a customer only ever gets their project's public activity. */
export function useActivity(projectId: string | null, limit: number) {
  return useQuery(activityQueryOptions(projectId, limit));
}
