import { Megaphone, Pin } from 'lucide-react';
import type { Note } from '@/shared/schemas/notes';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { formatDateTime } from '@/client/lib/format';
import { useProjectNotes } from '../api/get-notes';
import { NOTE_TYPE_STYLES } from './note-labels';

/** Enough to read at a glance beside the dashboard; the full thread is in Project Notes & Updates. */
const SHOWN = 3;

/**
 * Shared Notes & Updates: what the team has shared with the customer, pinned first, read
 * from the same notes query as Project Notes & Updates (so one fetch serves both).
 */
export function SharedNotesPanel({ projectId }: { projectId: string }) {
  const notes = useProjectNotes(projectId);
  const updates = notes.data?.filter((note) => note.fromTeam && note.visibility === 'public').slice(0, SHOWN) ?? [];
  return (
    <SectionCard title="Shared Notes & Updates" description="The latest from our team" icon={Megaphone}>
      {notes.isPending ? (
        <CardLoading>Loading notes...</CardLoading>
      ) : notes.isError ? (
        <p className="text-sm text-muted">The team&apos;s updates are in Project Notes & Updates.</p>
      ) : updates.length === 0 ? (
        <p className="text-sm text-muted">No updates from the team yet.</p>
      ) : (
        <ul className="space-y-3">
          {updates.map((note) => (
            <SharedNote key={note.id} note={note} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function SharedNote({ note }: { note: Note }) {
  const style = NOTE_TYPE_STYLES[note.type];
  return (
    <li className="rounded-xl bg-subtle px-3.5 py-3">
      {(note.type !== 'info' || note.isPinned) && (
        <div className="mb-1.5 flex flex-wrap gap-1.5">
          {note.type !== 'info' && (
            <Badge tone={style.tone} className="px-2.5 py-0.5">
              {style.label}
            </Badge>
          )}
          {note.isPinned && (
            <Badge tone="neutral" className="px-2.5 py-0.5">
              <Pin aria-hidden="true" className="size-3" />
              Pinned
            </Badge>
          )}
        </div>
      )}
      <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-foreground">{note.content}</p>
      <p className="mt-1 text-xs text-muted">
        {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt) ?? note.createdAt}</time>
      </p>
    </li>
  );
}
