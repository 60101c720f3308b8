import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/shared/schemas/messages';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useSendMessage } from '../api/send-message';

/** The send box: Enter sends, Shift+Enter starts a new line; Send is off while the box is empty or a message is on its way. */
export function MessageComposer({ projectId }: { projectId: string }) {
  const fieldId = useId();
  const [content, setContent] = useState('');
  const send = useSendMessage(projectId);
  const trimmed = content.trim();
  const canSend = trimmed.length > 0 && !send.isPending;

  async function submit() {
    if (!canSend) return;
    try {
      await send.mutateAsync({ content: trimmed });
    } catch {
      return;
    }
    setContent('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4">
      <Field id={fieldId} label="Message" labelHidden description="Press Enter to send, Shift+Enter for a new line." descriptionBelow>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Textarea
              {...control}
              rows={2}
              maxLength={MESSAGE_MAX_LENGTH}
              placeholder="Write a message..."
              value={content}
              onChange={(e) => setContent(e.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-12 resize-y"
            />
            <Button type="submit" disabled={!canSend} aria-busy={send.isPending || undefined} className="self-end">
              {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
