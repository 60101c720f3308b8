import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zContactForm, type ContactFormSubmission, type ContactFormValues } from '@/shared/schemas/leads';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { useSubmitContact } from '../api/submit-contact';
import { CONTACT_FIELD_NAMES, ContactFields } from './contact-fields';
import { HoneypotField } from '@/client/components/forms/honeypot-field';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { failureMessage } from './server-errors';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '', website: '' };

/** The contact page's enquiry form, checked with the API's own schema; says plainly whether it went. */
export function ContactForm() {
  const submit = useSubmitContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormSubmission>({ resolver: zodResolver(zContactForm), defaultValues: EMPTY });
  const sending = isSubmitting || submit.isPending;

  async function onSubmit(values: ContactFormSubmission) {
    if (submit.isPending) return;
    setFailure(null);
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      setFailure(failureMessage(error, setServerFieldErrors<ContactFormValues>(error, CONTACT_FIELD_NAMES, setError)));
      return;
    }
    reset(EMPTY);
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <ContactSent
        email={sentTo}
        onAnother={() => {
          setSentTo(null);
          submit.reset();
        }}
      />
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-title" className="space-y-6">
      <div>
        <h2 id="contact-form-title" className="font-display text-2xl font-semibold text-foreground">
          Send us a message
        </h2>
        <p className="mt-1 text-muted">We reply within one working day.</p>
      </div>
      {failure && <Alert>{failure}</Alert>}
      <ContactFields
        idPrefix="contact"
        fields={{ name: register('name'), email: register('email'), phone: register('phone'), message: register('message') }}
        errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, message: errors.message?.message }}
        messageLabel="How can we help?"
        messageHint="For example the building you have in mind, its size, or where it would go."
      />
      <HoneypotField id="contact-website" registration={register('website')} />
      <Button type="submit" size="lg" disabled={sending} aria-busy={sending || undefined} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}

function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in has gone: their focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success-ink" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 font-display text-2xl font-semibold text-foreground outline-none">
        Thank you, your message is on its way
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        We have emailed a copy to <span className="font-medium text-foreground">{email}</span> and will reply within one working day.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
