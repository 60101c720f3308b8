import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectStage } from '@/shared/constants/stages';
import { zDiaryEntry, type DiaryEntry, type DiaryList } from '@/shared/schemas/site-diary';
import { api } from '@/client/lib/api-client';
import { diaryQueryKey } from './get-diary';

export interface PostDiaryEntryInput {
  body: string;
  stage: ProjectStage;
  internal: boolean;
  photos: File[];
}

export function postDiaryEntry(projectId: string, { body, stage, internal, photos }: PostDiaryEntryInput): Promise<DiaryEntry> {
  const form = new FormData();
  form.append('body', body);
  form.append('stage', stage);
  form.append('internal', String(internal));
  // The photos go last so the server has read the text fields before the bytes start streaming.
  for (const photo of photos) form.append('photos', photo);
  return api.upload(`/api/projects/${encodeURIComponent(projectId)}/diary`, form, zDiaryEntry);
}

/** Posts an entry; it tops the diary at once. The form shows a refusal itself. */
export function usePostDiaryEntry(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostDiaryEntryInput) => postDiaryEntry(projectId, input),
    onSuccess: (entry) => {
      queryClient.setQueryData<DiaryList>(diaryQueryKey(projectId), (current) => (current ? { ...current, entries: [entry, ...current.entries.filter((e) => e.id !== entry.id)] } : current));
      void queryClient.invalidateQueries({ queryKey: diaryQueryKey(projectId) });
    },
  });
}
