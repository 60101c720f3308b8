import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Configuration } from '@/shared/schemas/configurator';
import { zContactForm, type ContactFormSubmission, type ContactFormValues } from '@/shared/schemas/leads';
import { HoneypotField } from '@/client/components/forms/honeypot-field';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useRequestQuote } from '../api/request-quote';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The buyer's details, sent as a lead with their configuration; says plainly whether it went. */
export function QuoteRequestForm({ configuration, onDone }: { configuration: Configuration; onDone: () => void }) {
  const request = useRequestQuote();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The leads API's own form schema: the same rules and messages as the contact page.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormSubmission>({
    resolver: zodResolver(zContactForm),
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const sending = isSubmitting || request.isPending;

  async function onSubmit(contact: ContactFormSubmission) {
    if (request.isPending) return;
    setFailure(null);
    try {
      // Blank optional fields arrive here as undefined, so they are left out rather than stored as blanks.
      await request.mutateAsync({ ...contact, configuration });
    } catch (error) {
      setServerFieldErrors<ContactFormValues>(error, FIELDS, setError, { focus: false });
      setFailure(isApiError(error) && error.status !== 404 ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    setSentTo(contact.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="mt-5 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success-ink" />
        <p className="mt-3 font-display text-lg font-semibold">Thank you, we have your request</p>
        <p className="mt-1 text-sm text-muted">We will email {sentTo} within one working day to talk through your design and arrange a free site survey.</p>
        <Button className="mt-5" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      <Field id="quote-name" label="Name" error={errors.name?.message}>
        <Input className="mt-1.5" autoComplete="name" {...register('name')} />
      </Field>
      <Field id="quote-email" label="Email" error={errors.email?.message}>
        <Input className="mt-1.5" type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        id="quote-phone"
        label={
          <>
            Phone <span className="font-normal text-muted">(optional)</span>
          </>
        }
        error={errors.phone?.message}
      >
        <Input className="mt-1.5" type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field
        id="quote-message"
        label={
          <>
            Message <span className="font-normal text-muted">(optional)</span>
          </>
        }
        error={errors.message?.message}
      >
        <Textarea className="mt-1.5" placeholder="Anything we should know: access, timing, how you will use it" {...register('message')} />
      </Field>
      <HoneypotField id="quote-website" registration={register('website')} />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" className="w-full" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
