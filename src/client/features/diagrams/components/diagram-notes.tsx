import { useEffect, useId } from 'react';
import { CardLoading } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { useDiagramNotes, type NotesThread } from '../api/get-diagram-notes';
import { DiagramNoteForm } from './diagram-note-form';
import { DiagramNoteList } from './diagram-note-list';
import { toastAuthenticationRequired } from './note-toasts';

/** The notes on the diagram shown large (or on the project, before it has one), and the box to add one. */
export function DiagramNotes({ thread }: { thread: NotesThread }) {
  const headingId = useId();
  const notes = useDiagramNotes(thread);
  const signedOut = notes.isError && isApiError(notes.error, 401);
  const about = 'diagramId' in thread ? 'this diagram' : 'this project';

  useEffect(() => {
    if (signedOut) toastAuthenticationRequired();
  }, [signedOut]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        Notes{notes.data ? ` (${notes.data.length})` : ''}
      </h3>
      <DiagramNoteForm thread={thread} />
      <QueryState
        query={notes}
        loading={<CardLoading>Loading notes...</CardLoading>}
        error={`We couldn't load the notes on ${about}.`}
        // Signed out, the toast says so; there is nothing to retry.
        unrecoverable={() => (signedOut ? null : undefined)}
      >
        {(data) => <DiagramNoteList notes={data} about={about} />}
      </QueryState>
    </section>
  );
}
