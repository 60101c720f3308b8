import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { NOTE_TYPES, type Note } from '@/shared/schemas/notes';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field } from '@/client/components/ui/field';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useAddNote, type NewNote } from '../api/add-note';
import { NOTE_TYPE_STYLES, type NotesViewer } from './note-labels';

/** The server's limit (zCreateNote), so a long note is stopped while typing. */
const NOTE_MAX_LENGTH = 5000;

/**
 * Add a note. A new note is info and public (the product's states and transitions); staff may choose its
 * type and mark it Internal Only, which the customer never receives.
 */
export function NoteForm({ projectId, viewer }: { projectId: string; viewer: NotesViewer }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [type, setType] = useState<Note['type']>('info');
  const [internal, setInternal] = useState(false);
  const addNote = useAddNote(projectId);
  const isStaff = viewer === 'staff';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (addNote.isPending) return;
    const trimmed = content.trim();
    // Validation: an empty note never reaches the server.
    if (!trimmed) {
      toast.error('Cannot Add Note', { description: 'Please log in and enter a note.' });
      return;
    }
    const input: NewNote = isStaff ? { content: trimmed, type, visibility: internal ? 'internal' : 'public' } : { content: trimmed };
    try {
      await addNote.mutateAsync(input);
    } catch {
      return;
    }
    setContent('');
    setType('info');
    setInternal(false);
    toast.success('Note Added', { description: 'Your note has been added successfully.' });
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
      <Field id={`${id}-content`} label="Add a note">
        <Textarea
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={isStaff ? 'e.g. Delivery needs a 7.5 t lorry: check parking' : 'e.g. The side gate is 90 cm wide'}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {isStaff ? (
          <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
            <Field id={`${id}-type`} label="Type">
              <Select value={type} onChange={(e) => setType(e.target.value as Note['type'])} className="w-36">
                {NOTE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {NOTE_TYPE_STYLES[value].label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-internal`} label="Internal Only" description="The customer never sees it" inline className="min-h-11">
              <Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            </Field>
          </div>
        ) : (
          <p className="text-xs text-muted">Everyone working on your project can read your notes.</p>
        )}
        <Button type="submit" size="sm" disabled={addNote.isPending} aria-busy={addNote.isPending || undefined} className="ml-auto">
          {addNote.isPending && <Spinner className="size-4 text-current" />}
          Add Note
        </Button>
      </div>
    </form>
  );
}
