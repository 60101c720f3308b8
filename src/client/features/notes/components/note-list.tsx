import { Lock, Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Note } from '@/shared/schemas/notes';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { formatDateTime } from '@/client/lib/format';
import { useUpdateNote } from '../api/update-note';
import { NOTE_TYPE_STYLES, type NotesViewer } from './note-labels';

/** How many notes show before "Show all": the card stays a card, not the whole page. */
const FIRST_NOTES = 5;

interface NoteListProps {
  notes: Note[];
  projectId: string;
  viewer: NotesViewer;
}

/** Pinned notes first, then newest (the server's order). A note is plain text with its line breaks kept. */
export function NoteList({ notes, projectId, viewer }: NoteListProps) {
  const [showAll, setShowAll] = useState(false);
  if (notes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
        {viewer === 'staff' ? 'No notes on this project yet.' : 'No notes yet. Updates from our team will appear here.'}
      </p>
    );
  }
  const shown = showAll ? notes : notes.slice(0, FIRST_NOTES);
  return (
    <div className="space-y-3">
      <ul aria-label="Project notes" className="space-y-3">
        {shown.map((note) => (
          <NoteItem key={note.id} note={note} projectId={projectId} canManage={viewer === 'staff'} />
        ))}
      </ul>
      {notes.length > FIRST_NOTES && (
        <Button variant="link" size="sm" className="h-auto" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
          {showAll ? 'Show fewer notes' : `Show all ${notes.length} notes`}
        </Button>
      )}
    </div>
  );
}

function NoteItem({ note, projectId, canManage }: { note: Note; projectId: string; canManage: boolean }) {
  const style = NOTE_TYPE_STYLES[note.type];
  const Icon = style.icon;
  const internal = note.visibility === 'internal';
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border px-3.5 py-3',
        internal ? 'border-dashed border-border-strong bg-subtle' : 'border-border bg-surface',
        note.isPinned && 'ring-1 ring-brand-ink/25',
      )}
    >
      <span aria-hidden="true" className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', style.iconClass)}>
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={style.tone} className="px-2.5 py-0.5">
            {style.label}
          </Badge>
          {note.isPinned && (
            <Badge tone="neutral" className="px-2.5 py-0.5">
              <Pin aria-hidden="true" className="size-3" />
              Pinned
            </Badge>
          )}
          {internal && (
            <Badge tone="neutral" className="px-2.5 py-0.5">
              <Lock aria-hidden="true" className="size-3" />
              Internal Only
            </Badge>
          )}
        </div>
        <p className="mt-1.5 text-sm break-words whitespace-pre-wrap text-foreground">{note.content}</p>
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-xs text-muted">
            <span className="font-semibold text-foreground">{note.authorName}</span> ·{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt) ?? note.createdAt}</time>
          </p>
          {canManage && <PinButton note={note} projectId={projectId} />}
        </div>
      </div>
    </li>
  );
}

function PinButton({ note, projectId }: { note: Note; projectId: string }) {
  const update = useUpdateNote(projectId);
  const pin = !note.isPinned;

  async function onClick() {
    try {
      await update.mutateAsync({ noteId: note.id, change: { isPinned: pin } });
    } catch {
      return;
    }
    toast.success(pin ? 'Note pinned' : 'Note unpinned');
  }

  return (
    <Button variant="ghost" size="sm" className="-my-1 h-8 px-3" onClick={() => void onClick()} disabled={update.isPending}>
      {pin ? <Pin aria-hidden="true" /> : <PinOff aria-hidden="true" />}
      {pin ? 'Pin' : 'Unpin'}
      <span className="sr-only"> note by {note.authorName}, {formatDateTime(note.createdAt)}</span>
    </Button>
  );
}
