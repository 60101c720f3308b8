import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_SUBJECT_MAX_LENGTH, TICKET_TEXT_MAX_LENGTH, zNewTicket, type NewTicket, type Ticket } from '@/shared/schemas/tickets';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
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
      const placed = setServerFieldErrors<NewTicketFields>(error, FIELD_NAMES, setError);
      const message = isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
      if (placed === 0) setFormError(message);
      return;
    }
    toast.success(`Ticket ${ticketNumber(ticket.number)} opened`, { description: 'We will reply here as soon as we can.' });
    onOpened(ticket);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="new-ticket-subject" label="Subject" error={errors.subject?.message}>
        <Input autoComplete="off" maxLength={TICKET_SUBJECT_MAX_LENGTH} placeholder="e.g. Question about my delivery date" {...register('subject')} />
      </Field>
      <Field id="new-ticket-category" label="Category" error={errors.category?.message}>
        <Select {...register('category')}>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="new-ticket-description" label="Description" error={errors.description?.message}>
        <Textarea rows={5} maxLength={TICKET_TEXT_MAX_LENGTH} placeholder="What do you need help with? Include anything that helps us answer." {...register('description')} />
      </Field>
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
