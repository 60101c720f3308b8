import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zNote, type Note } from '@/shared/schemas/notes';
import { api } from '@/client/lib/api-client';

const zNoteList = z.object({ notes: z.array(zNote) });

export function notesQueryKey(projectId: string) {
  return ['notes', projectId] as const;
}

export async function getNotes(projectId: string, signal?: AbortSignal): Promise<Note[]> {
  const { notes } = await api.get(`/api/projects/${encodeURIComponent(projectId)}/notes`, zNoteList, signal);
  return notes;
}

export function notesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: notesQueryKey(projectId),
    queryFn: ({ signal }) => getNotes(projectId, signal),
  });
}

/** Pinned first, then newest (the server's order); a customer receives public notes only. */
export function useProjectNotes(projectId: string) {
  return useQuery(notesQueryOptions(projectId));
}
