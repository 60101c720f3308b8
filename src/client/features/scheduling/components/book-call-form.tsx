import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { londonDateOf, londonDay, londonTime } from '@/shared/dates';
import type { OpenSlot } from '@/shared/schemas/availability';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { QueryError } from '@/client/components/ui/query-state';
import { cn } from '@/client/lib/cn';
import { useBookCall, useOpenSlots } from '../api/calls';

/** Days shown before "Show more days": enough for a week's choice without a long page. */
const DAYS_SHOWN = 5;

/** The team's free times grouped by UK day, as radio buttons; an optional topic; one Book button. */
export function BookCallForm() {
  const slots = useOpenSlots();
  const book = useBookCall();
  const [chosen, setChosen] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [allDays, setAllDays] = useState(false);
  const days = useMemo(() => groupByDay(slots.data ?? []), [slots.data]);
  const shown = allDays ? days : days.slice(0, DAYS_SHOWN);
  const chosenSlot = slots.data?.find((s) => s.id === chosen) ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosenSlot) {
      toast.error('Choose a time first');
      return;
    }
    const when = `${londonDay(chosenSlot.startsAt)} at ${londonTime(chosenSlot.startsAt)}`;
    try {
      await book.mutateAsync({ slotId: chosenSlot.id, topic: topic.trim() || undefined });
    } catch {
      setChosen(null);
      return;
    }
    setChosen(null);
    setTopic('');
    toast.success('Call booked', { description: `${chosenSlot.staffFirstName} will call you on ${when}.` });
  }

  return (
    <section aria-labelledby="book-call-title">
      <h3 id="book-call-title" className="text-sm font-semibold text-foreground">
        Book a call
      </h3>
      <p className="mt-1 text-sm text-muted">Times are UK time.</p>
      {slots.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading free times...
        </p>
      ) : slots.isError ? (
        <QueryError query={slots} className="mt-3">We couldn&apos;t load the free times.</QueryError>
      ) : days.length === 0 ? (
        <p className="mt-3 text-sm text-muted">There are no free times just now. Please check again soon, or send us a message.</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
          <div className="space-y-4">
            {shown.map(([day, daySlots]) => (
              <fieldset key={day}>
                <legend className="text-sm font-medium text-foreground">{londonDay(daySlots[0]!.startsAt)}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {daySlots.map((slot) => (
                    <SlotChoice key={slot.id} slot={slot} checked={chosen === slot.id} onChoose={() => setChosen(slot.id)} />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          {days.length > DAYS_SHOWN && (
            <Button variant="link" size="sm" className="px-0" onClick={() => setAllDays((all) => !all)}>
              {allDays ? 'Show fewer days' : `Show ${days.length - DAYS_SHOWN} more days`}
            </Button>
          )}
          <Field id="call-topic" label="What would you like to talk about? (optional)">
            <Input maxLength={500} autoComplete="off" value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="e.g. Where the electrics come in" />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={book.isPending || !chosenSlot} aria-busy={book.isPending || undefined}>
              {book.isPending ? 'Booking...' : 'Book call'}
            </Button>
            <p className="text-sm text-muted" aria-live="polite">
              {chosenSlot ? `${londonDay(chosenSlot.startsAt)} at ${londonTime(chosenSlot.startsAt)} with ${chosenSlot.staffFirstName}` : 'Choose a time above.'}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}

function SlotChoice({ slot, checked, onChoose }: { slot: OpenSlot; checked: boolean; onChoose: () => void }) {
  const id = `slot-${slot.id}`;
  return (
    <label
      htmlFor={id}
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-ink',
        checked ? 'border-brand-ink bg-brand-subtle font-semibold text-brand-ink' : 'border-border-strong bg-surface text-foreground hover:bg-subtle',
      )}
    >
      <input id={id} type="radio" name="call-slot" value={slot.id} checked={checked} onChange={onChoose} className="sr-only" />
      {londonTime(slot.startsAt)}{' '}
      <span className={checked ? 'text-brand-ink' : 'text-muted'}>with {slot.staffFirstName}</span>
    </label>
  );
}

function groupByDay(slots: OpenSlot[]): [string, OpenSlot[]][] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const day = londonDateOf(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}
