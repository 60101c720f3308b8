import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { useAddDiagramNote } from '../api/add-diagram-note';
import type { NotesThread } from '../api/get-diagram-notes';
import { toastAuthenticationRequired } from './note-toasts';

/** The server's limit (zCreateDiagramNote), so a long note is stopped while typing. */
const NOTE_MAX_LENGTH = 5000;

/** "Add a note" on the diagram shown, or on the project before it has one; customers and staff alike. */
export function DiagramNoteForm({ thread }: { thread: NotesThread }) {
  const fieldId = useId();
  const [content, setContent] = useState('');
  const addNote = useAddDiagramNote(thread);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (addNote.isPending) return;
    const trimmed = content.trim();
    // Validation: an empty note never reaches the server.
    if (!trimmed) {
      toast.error('Cannot Add Note', { description: 'Please log in and enter a note.' });
      return;
    }
    try {
      await addNote.mutateAsync({ content: trimmed });
    } catch (error) {
      console.warn('Adding the diagram note failed', isApiError(error) ? error.message : error);
      if (isApiError(error, 401)) toastAuthenticationRequired();
      else toast.error('Error', { description: 'Failed to add note. Please try again.' });
      return;
    }
    setContent('');
    toast.success('Note Added', { description: 'Your note has been added successfully.' });
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2">
      <Field id={fieldId} label="Add a note" className="space-y-2">
        <Textarea rows={3} maxLength={NOTE_MAX_LENGTH} placeholder="e.g. The room sits 2 m from the back fence" value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={addNote.isPending} aria-busy={addNote.isPending || undefined}>
          {addNote.isPending && <Spinner className="size-4 text-current" />}
          Add Note
        </Button>
      </div>
    </form>
  );
}
