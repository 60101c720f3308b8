import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TICKET_TEXT_MAX_LENGTH, type TicketWithResponses } from '@/shared/schemas/tickets';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useReplyToTicket } from '../api/reply-to-ticket';

interface TicketReplyFormProps {
  ticket: TicketWithResponses;
  viewer: 'customer' | 'staff';
}

/** A reply to the ticket; Send Reply is off while the box is empty or a reply is on its way. */
export function TicketReplyForm({ ticket, viewer }: TicketReplyFormProps) {
  const fieldId = useId();
  const [content, setContent] = useState('');
  const reply = useReplyToTicket(ticket.id);
  const trimmed = content.trim();
  const closed = ticket.status === 'closed';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || reply.isPending) return;
    try {
      await reply.mutateAsync({ content: trimmed });
    } catch {
      return;
    }
    setContent('');
    toast.success('Reply sent', closed && viewer === 'customer' ? { description: 'Your ticket is open again.' } : undefined);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2 border-t border-border pt-5">
      <Field
        id={fieldId}
        label="Your reply"
        description={closed && (viewer === 'customer' ? 'This ticket is closed. Replying opens it again.' : 'This ticket is closed. Replying leaves it closed.')}
        descriptionBelow
        className="space-y-2"
      >
        <Textarea rows={3} maxLength={TICKET_TEXT_MAX_LENGTH} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={!trimmed || reply.isPending} aria-busy={reply.isPending || undefined}>
          {reply.isPending && <Spinner className="size-4 text-current" />}
          {reply.isPending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
