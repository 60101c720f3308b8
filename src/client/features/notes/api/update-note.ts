import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zNote, type Note, type UpdateNote } from '@/shared/schemas/notes';
import { api } from '@/client/lib/api-client';
import { notesQueryKey } from './get-notes';

export function updateNote(noteId: string, input: UpdateNote): Promise<Note> {
  return api.patch(`/api/notes/${encodeURIComponent(noteId)}`, input, zNote);
}

/** Staff: pin or unpin (or retype) a note; the list is fetched again to re-sort. */
export function useUpdateNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, change }: { noteId: string; change: UpdateNote }) => updateNote(noteId, change),
    meta: { errorMessage: 'Error', errorDescription: 'Failed to update the note. Please try again.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(projectId) }),
  });
}
