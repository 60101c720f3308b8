import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDiagramNote, type CreateDiagramNote, type DiagramNote } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';
import { diagramNotesQueryKey } from './get-diagram-notes';

export function addDiagramNote(diagramId: string, input: CreateDiagramNote): Promise<DiagramNote> {
  return api.post(`/api/diagrams/${encodeURIComponent(diagramId)}/notes`, input, zDiagramNote);
}

/** Customers and staff alike; the note goes to the top of the list at once. */
export function useAddDiagramNote(diagramId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDiagramNote) => addDiagramNote(diagramId, input),
    onSuccess: (note) => {
      queryClient.setQueryData<DiagramNote[]>(diagramNotesQueryKey(diagramId), (current) =>
        current ? [note, ...current.filter((n) => n.id !== note.id)] : current,
      );
      void queryClient.invalidateQueries({ queryKey: diagramNotesQueryKey(diagramId) });
    },
  });
}
