import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zActivity, type Activity } from '@/shared/schemas/activity';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

const zActivityList = z.object({ activity: z.array(zActivity) });

export async function getActivity(projectId: string | null, limit: number, signal?: AbortSignal): Promise<Activity[]> {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(projectId ? { projectId } : {}),
  });
  return (await api.get(`/api/activity?${query.toString()}`, zActivityList, signal)).activity;
}

export function activityQueryOptions(projectId: string | null, limit: number) {
  return queryOptions({
    // Under the activity key: every action that writes a line invalidates it (src/client/lib/query-keys.ts).
    queryKey: queryKeys.activity.feed(projectId, limit),
    queryFn: ({ signal }) => getActivity(projectId, limit, signal),
    refetchInterval: 60_000,
  });
}

/** Newest first: the company's for staff, or one project's; a customer only ever gets their project's public activity. */
export function useActivity(projectId: string | null, limit: number) {
  return useQuery(activityQueryOptions(projectId, limit));
}
