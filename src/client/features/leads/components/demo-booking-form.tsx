import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { londonDayHeading, londonTime, shiftIsoDate, todayInLondon } from '@/shared/dates';
import { PREFERRED_DATE_MAX_DAYS, zDemoBookingInput, type DemoBooked, type DemoBookingInput, type DemoBookingSubmission } from '@/shared/schemas/leads';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { useBookDemo } from '../api/book-demo';
import { useDemoSlots } from '../api/demo-slots';
import { CONTACT_FIELD_NAMES, ContactFields } from './contact-fields';
import { DemoSlotPicker } from './demo-slot-picker';
import { HoneypotField } from '@/client/components/forms/honeypot-field';
import { RetryButton } from '@/client/components/ui/query-state';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { failureMessage } from './server-errors';

const EMPTY: DemoBookingInput = { slotId: '', preferredDate: '', name: '', email: '', phone: '', message: '', website: '' };
const FIELDS = ['slotId', 'preferredDate', ...CONTACT_FIELD_NAMES] as const;

type Mode = 'slot' | 'day';

/** Book a Demo: a free time (or a day that suits when none does), then the visitor's details. */
export function DemoBookingForm({ onBooked }: { onBooked: (booked: DemoBooked, email: string) => void }) {
  const slots = useDemoSlots();
  const book = useBookDemo();
  const [chosenMode, setMode] = useState<Mode>('slot');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DemoBookingInput, unknown, DemoBookingSubmission>({ resolver: zodResolver(zDemoBookingInput), defaultValues: EMPTY });
  const chosenId = useWatch({ control, name: 'slotId' });
  const free = slots.data ?? [];
  // With no time free, the only way is a day that suits.
  const mode: Mode = slots.isSuccess && free.length === 0 ? 'day' : chosenMode;
  const chosenSlot = free.find((s) => s.id === chosenId);
  const sending = isSubmitting || book.isPending;
  const tomorrow = shiftIsoDate(todayInLondon(), 1);

  function switchTo(next: Mode) {
    // Only one of the two is sent: the other is cleared, so the choice stays unambiguous.
    setValue(next === 'day' ? 'slotId' : 'preferredDate', '');
    setMode(next);
  }

  async function onSubmit(values: DemoBookingSubmission) {
    if (book.isPending) return;
    setFailure(null);
    try {
      onBooked(await book.mutateAsync(values), values.email);
    } catch (error) {
      // A time taken meanwhile is gone from the refreshed list; the visitor picks again.
      if (values.slotId) setValue('slotId', '');
      setFailure(failureMessage(error, setServerFieldErrors<DemoBookingInput>(error, FIELDS, setError)));
    }
  }

  const whenError = errors.slotId?.message ?? errors.preferredDate?.message;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-10">
      {failure && <Alert>{failure}</Alert>}
      <fieldset aria-describedby={whenError ? 'demo-when-error' : 'demo-when-hint'} className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-foreground">1. Choose a time</legend>
        <p id="demo-when-hint" className="text-muted">
          Demos take about half an hour, by video call or at our show site. Times are UK time.
        </p>
        {slots.isPending ? (
          <p role="status" className="text-muted">
            Loading free times...
          </p>
        ) : slots.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-muted">
            <p>We couldn&apos;t load the free times.</p>
            <RetryButton query={slots} label="Try again" />
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => switchTo('day')}>
              Suggest a day instead
            </Button>
          </div>
        ) : mode === 'slot' ? (
          <>
            <DemoSlotPicker slots={free} chosenId={chosenId} registration={register('slotId')} />
            <Button variant="link" className="h-auto px-0" onClick={() => switchTo('day')}>
              None of these suit? Suggest a day
            </Button>
          </>
        ) : (
          <div className="space-y-1.5">
            {free.length === 0 && slots.isSuccess && <p className="text-foreground">There are no free times online just now. Tell us a day that suits you and we will arrange a time.</p>}
            <Field id="demo-preferred-date" label="A day that suits you" error={errors.preferredDate?.message} errorId="demo-when-error">
              <Input type="date" min={tomorrow} max={shiftIsoDate(todayInLondon(), PREFERRED_DATE_MAX_DAYS)} className="max-w-xs" {...register('preferredDate')} />
            </Field>
            {free.length > 0 && (
              <Button variant="link" className="h-auto px-0" onClick={() => switchTo('slot')}>
                Choose one of our free times instead
              </Button>
            )}
          </div>
        )}
        <FieldError id="demo-when-error" message={whenError} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-foreground">2. Your details</legend>
        <ContactFields
          idPrefix="demo"
          fields={{ name: register('name'), email: register('email'), phone: register('phone'), message: register('message') }}
          errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, message: errors.message?.message }}
          messageLabel="Anything we should know?"
          messageHint="For example what you would use the building for, or the space you have."
        />
        <HoneypotField id="demo-website" registration={register('website')} />
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending...' : mode === 'slot' ? 'Book my demo' : 'Ask for a demo'}
        </Button>
        <p aria-live="polite" className="text-sm text-muted">
          {mode === 'slot' && chosenSlot ? `${londonDayHeading(chosenSlot.startsAt)} at ${londonTime(chosenSlot.startsAt)} with ${chosenSlot.staffFirstName}` : ''}
        </p>
      </div>
    </form>
  );
}
