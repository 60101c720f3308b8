import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { Configuration } from '@/shared/schemas/configurator';
import { zContactForm, type ContactFormSubmission, type ContactFormValues } from '@/shared/schemas/leads';
import { HoneypotField } from '@/client/components/forms/honeypot-field';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
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
      console.warn('Requesting a quote failed', error);
      if (isApiError(error) && error.fields) {
        for (const field of FIELDS) if (error.fields[field]) setError(field, { type: 'server', message: error.fields[field][0] });
      }
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

  const field = (name: (typeof FIELDS)[number], props: UseFormRegisterReturn) => ({
    id: `quote-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `quote-${name}-error` : undefined,
    ...props,
  });

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      <div>
        <Label htmlFor="quote-name">Name</Label>
        <Input className="mt-1.5" autoComplete="name" {...field('name', register('name'))} />
        <FieldError id="quote-name-error" message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor="quote-email">Email</Label>
        <Input className="mt-1.5" type="email" autoComplete="email" {...field('email', register('email'))} />
        <FieldError id="quote-email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="quote-phone">
          Phone <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Input className="mt-1.5" type="tel" autoComplete="tel" {...field('phone', register('phone'))} />
        <FieldError id="quote-phone-error" message={errors.phone?.message} />
      </div>
      <div>
        <Label htmlFor="quote-message">
          Message <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea className="mt-1.5" placeholder="Anything we should know: access, timing, how you will use it" {...field('message', register('message'))} />
        <FieldError id="quote-message-error" message={errors.message?.message} />
      </div>
      <HoneypotField id="quote-website" registration={register('website')} />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" className="w-full" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
