import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_SUBJECT_MAX_LENGTH, TICKET_TEXT_MAX_LENGTH, zNewTicket, type NewTicket, type Ticket } from '@/shared/schemas/tickets';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useOpenTicket } from '../api/open-ticket';
import { CATEGORY_LABELS, ticketNumber } from './ticket-format';

type NewTicketFields = z.input<typeof zNewTicket>;
const FIELD_NAMES = ['subject', 'category', 'description'] as const;

/** Subject, category and description, checked with the API's own schema. */
export function NewTicketForm({ onOpened }: { onOpened: (ticket: Ticket) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const openTicket = useOpenTicket();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketFields, unknown, NewTicket>({
    resolver: zodResolver(zNewTicket),
    defaultValues: { subject: '', category: 'general', description: '' },
  });
  const submitting = isSubmitting || openTicket.isPending;

  async function onSubmit(values: NewTicket) {
    if (openTicket.isPending) return;
    setFormError(null);
    let ticket: Ticket;
    try {
      ticket = await openTicket.mutateAsync(values);
    } catch (error) {
      console.warn('Opening the ticket failed', error);
      let placed = 0;
      for (const name of FIELD_NAMES) {
        const message = isApiError(error) ? error.fields?.[name]?.[0] : undefined;
        if (!message) continue;
        setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      const message = isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
      if (placed === 0) setFormError(message);
      toast.error('Could not open the ticket', { description: message });
      return;
    }
    toast.success(`Ticket ${ticketNumber(ticket.number)} opened`, { description: 'We will reply here as soon as we can.' });
    onOpened(ticket);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor="new-ticket-subject">Subject</Label>
        <Input
          id="new-ticket-subject"
          autoComplete="off"
          maxLength={TICKET_SUBJECT_MAX_LENGTH}
          placeholder="e.g. Question about my delivery date"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'new-ticket-subject-error' : undefined}
          {...register('subject')}
        />
        <FieldError id="new-ticket-subject-error" message={errors.subject?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="new-ticket-category">Category</Label>
        <Select
          id="new-ticket-category"
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'new-ticket-category-error' : undefined}
          {...register('category')}
        >
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
        <FieldError id="new-ticket-category-error" message={errors.category?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="new-ticket-description">Description</Label>
        <Textarea
          id="new-ticket-description"
          rows={5}
          maxLength={TICKET_TEXT_MAX_LENGTH}
          placeholder="What do you need help with? Include anything that helps us answer."
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'new-ticket-description-error' : undefined}
          {...register('description')}
        />
        <FieldError id="new-ticket-description-error" message={errors.description?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Opening...' : 'Open Ticket'}
        </Button>
      </div>
    </form>
  );
}
