import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDiagramNote, type CreateDiagramNote, type DiagramNote } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { diagramNotesQueryKey, notesThreadPath, type NotesThread } from './get-diagram-notes';
import { diagramsQueryKey } from './get-diagrams';

export function addDiagramNote(thread: NotesThread, input: CreateDiagramNote): Promise<DiagramNote> {
  return api.post(notesThreadPath(thread), input, zDiagramNote);
}

/** Customers and staff alike; the note goes to the top of the list at once, and is a line in the activity feed. */
export function useAddDiagramNote(thread: NotesThread) {
  const queryClient = useQueryClient();
  const queryKey = diagramNotesQueryKey(thread);
  return useMutation({
    mutationFn: (input: CreateDiagramNote) => addDiagramNote(thread, input),
    onSuccess: (note) => {
      queryClient.setQueryData<DiagramNote[]>(queryKey, (current) => (current ? [note, ...current.filter((n) => n.id !== note.id)] : current));
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
      // A project's note lands on its newest diagram if one was uploaded meanwhile: show that diagram.
      if ('projectId' in thread) void queryClient.invalidateQueries({ queryKey: diagramsQueryKey(thread.projectId) });
    },
  });
}
