import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDiagramNote, type DiagramNote } from '@/shared/schemas/diagrams';
import { api } from '@/client/lib/api-client';

const zDiagramNotes = z.object({ notes: z.array(zDiagramNote) });

/**
 * Whose notes: one diagram's, or the project's while it has no diagram to show (the server keeps
 * those on a placeholder that the first upload fills, so they reappear under that diagram).
 */
export type NotesThread = { diagramId: string } | { projectId: string };

/** The notes shown beside a diagram: the shown one's, or the project's while there is none. */
export function shownNotesThread(projectId: string, shown: { id: string } | undefined): NotesThread {
  return shown ? { diagramId: shown.id } : { projectId };
}

export function notesThreadPath(thread: NotesThread): string {
  return 'diagramId' in thread ? `/api/diagrams/${encodeURIComponent(thread.diagramId)}/notes` : `/api/projects/${encodeURIComponent(thread.projectId)}/diagram-notes`;
}

export function diagramNotesQueryKey(thread: NotesThread) {
  return 'diagramId' in thread ? (['diagram-notes', thread.diagramId] as const) : (['diagram-notes', 'project', thread.projectId] as const);
}

export async function getDiagramNotes(thread: NotesThread, signal?: AbortSignal): Promise<DiagramNote[]> {
  try {
    const { notes } = await api.get(notesThreadPath(thread), zDiagramNotes, signal);
    return notes;
  } catch (error) {
    // The spec logs note fetch failures; the card still says it could not load them.
    console.warn('Loading the diagram notes failed', error);
    throw error;
  }
}

export function diagramNotesQueryOptions(thread: NotesThread) {
  return queryOptions({
    queryKey: diagramNotesQueryKey(thread),
    queryFn: ({ signal }) => getDiagramNotes(thread, signal),
  });
}

/** A thread's notes, newest first, with author and time. */
export function useDiagramNotes(thread: NotesThread) {
  return useQuery(diagramNotesQueryOptions(thread));
}
