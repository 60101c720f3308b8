import type { DiagramNote } from '@/shared/schemas/diagrams';
import { formatDateTime } from '@/client/lib/format';

/** Newest first, as the server sends them; notes are plain text with their line breaks kept. */
export function DiagramNoteList({ notes, about }: { notes: DiagramNote[]; about: string }) {
  if (notes.length === 0) return <p className="text-sm text-muted">No notes on {about} yet.</p>;
  return (
    <ul aria-label={`Notes on ${about}`} className="space-y-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border border-border bg-subtle px-3.5 py-3">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
            <span className="font-semibold text-foreground">{note.authorName}</span>
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-foreground">{note.content}</p>
        </li>
      ))}
    </ul>
  );
}
