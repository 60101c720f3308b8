import { RotateCw } from 'lucide-react';
import { CardLoading } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { isApiError } from '@/client/lib/api-client';
import { useDiagramNotes } from '../api/get-diagram-notes';
import { DiagramNoteForm } from './diagram-note-form';
import { DiagramNoteList } from './diagram-note-list';

/** The notes on the diagram shown large, and the box to add one. */
export function DiagramNotes({ diagramId }: { diagramId: string }) {
  const notes = useDiagramNotes(diagramId);

  return (
    <section aria-labelledby={`diagram-notes-${diagramId}`} className="space-y-4">
      <h3 id={`diagram-notes-${diagramId}`} className="text-sm font-semibold text-foreground">
        Notes{notes.data ? ` (${notes.data.length})` : ''}
      </h3>
      <DiagramNoteForm diagramId={diagramId} />
      {notes.isPending ? (
        <CardLoading>Loading notes...</CardLoading>
      ) : notes.isError ? (
        isApiError(notes.error, 401) ? (
          <p role="alert" className="text-sm text-muted">
            <span className="font-semibold text-foreground">Authentication Required.</span> Please log in to view or add notes.
          </p>
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <p>We couldn&apos;t load the notes on this diagram.</p>
            <Button variant="secondary" size="sm" onClick={() => void notes.refetch()} disabled={notes.isFetching}>
              <RotateCw aria-hidden="true" />
              {notes.isFetching ? 'Retrying...' : 'Try Again'}
            </Button>
          </div>
        )
      ) : (
        <DiagramNoteList notes={notes.data} />
      )}
    </section>
  );
}
