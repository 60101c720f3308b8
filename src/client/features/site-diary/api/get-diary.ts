import { queryOptions, useQuery } from '@tanstack/react-query';
import { zDiaryList, type DiaryList } from '@/shared/schemas/site-diary';
import { api } from '@/client/lib/api-client';

export function diaryQueryKey(projectId: string) {
  return ['diary', projectId] as const;
}

export function getDiary(projectId: string, signal?: AbortSignal): Promise<DiaryList> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/diary`, zDiaryList, signal);
}

export function diaryQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: diaryQueryKey(projectId),
    queryFn: ({ signal }) => getDiary(projectId, signal),
  });
}

/** The project's site diary, newest first (its customer gets only the entries meant for them). */
export function useDiary(projectId: string) {
  return useQuery(diaryQueryOptions(projectId));
}
