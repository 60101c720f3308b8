import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDiagramNote, type DiagramNote } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';

const zDiagramNotes = z.object({ notes: z.array(zDiagramNote) });

export function diagramNotesQueryKey(diagramId: string) {
  return ['diagram-notes', diagramId] as const;
}

export async function getDiagramNotes(diagramId: string, signal?: AbortSignal): Promise<DiagramNote[]> {
  try {
    const { notes } = await api.get(`/api/diagrams/${encodeURIComponent(diagramId)}/notes`, zDiagramNotes, signal);
    return notes;
  } catch (error) {
    // The spec logs note fetch failures; the card still says it could not load them.
    console.warn('Loading the diagram notes failed', error);
    throw error;
  }
}

export function diagramNotesQueryOptions(diagramId: string) {
  return queryOptions({
    queryKey: diagramNotesQueryKey(diagramId),
    queryFn: ({ signal }) => getDiagramNotes(diagramId, signal),
  });
}

/** A diagram's notes, newest first, with author and time. */
export function useDiagramNotes(diagramId: string) {
  return useQuery(diagramNotesQueryOptions(diagramId));
}
