import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { zNote, type Note, type zCreateNote } from '@/shared/schemas/notes';
import { api, isApiError } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { notesQueryKey } from './get-notes';

export type NewNote = z.input<typeof zCreateNote>;

export function addNote(projectId: string, input: NewNote): Promise<Note> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/notes`, input, zNote);
}

/** The list is fetched again afterwards, so the new note takes its place among pinned ones; a new note is also a line in the activity feed. */
export function useAddNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewNote) => addNote(projectId, input),
    meta: {
      errorMessage: (error) => (isApiError(error, 401) ? 'Authentication Required' : 'Error'),
      errorDescription: (error) => (isApiError(error, 401) ? 'Please log in to view or add notes.' : 'Failed to add note. Please try again.'),
    },
    onSuccess: () => invalidateKeys(queryClient, [notesQueryKey(projectId), queryKeys.activity.all]),
  });
}
