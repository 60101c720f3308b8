import { CalendarPlus, Clock, X } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { londonDateOf, londonDay, londonTime } from '@/shared/dates';
import type { AvailabilitySlot, SlotBooking } from '@/shared/schemas/availability';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-state';
import { useAvailability, useRemoveAvailability } from '../api/availability';
import { callCalendarHref, useCancelCall } from '../api/calls';
import { AddAvailabilityForm } from './add-availability-form';
import { ConfirmButton } from './confirm-button';

/** Staff: the times they offer for calls, and who has booked them. Everyone sees their own here. */
export function MyAvailabilityCard({ range }: { range: { from: string; to: string } }) {
  const slots = useAvailability(range);
  const mine = useMemo(() => groupByLondonDay((slots.data ?? []).filter((s) => s.mine)), [slots.data]);

  return (
    <SectionCard title="Your call availability" description="Times customers can book a call with you, on UK time" icon={Clock}>
      <div className="space-y-6">
        <AddAvailabilityForm />
        {slots.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading your times...
          </p>
        ) : slots.isError && !slots.data ? (
          <QueryError query={slots}>We couldn&apos;t load your times.</QueryError>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted">You have no times offered in the next few weeks. Add one above.</p>
        ) : (
          <ul aria-label="Your times" className="grid gap-x-6 gap-y-5 md:grid-cols-2">
            {mine.map(([day, daySlots]) => (
              <li key={day} className="min-w-0">
                <h3 className="text-sm font-semibold text-foreground">{londonDay(daySlots[0]!.startsAt)}</h3>
                {daySlots.some((slot) => !slot.booking) && (
                  <ul aria-label={`Free times on ${londonDay(daySlots[0]!.startsAt)}`} className="mt-2 flex flex-wrap gap-2">
                    {daySlots.map((slot) => !slot.booking && <FreeSlot key={slot.id} slot={slot} />)}
                  </ul>
                )}
                {daySlots.some((slot) => slot.booking) && (
                  <ul aria-label={`Calls on ${londonDay(daySlots[0]!.startsAt)}`} className="mt-2 space-y-2">
                    {daySlots.map((slot) => slot.booking && <BookedSlot key={slot.id} slot={slot} booking={slot.booking} />)}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function span(slot: AvailabilitySlot): string {
  const end = new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000).toISOString();
  return `${londonTime(slot.startsAt)}–${londonTime(end)}`;
}

/** A free time as a small chip, with its own Remove button. */
function FreeSlot({ slot }: { slot: AvailabilitySlot }) {
  const remove = useRemoveAvailability();
  const when = span(slot);

  async function onRemove() {
    try {
      await remove.mutateAsync(slot.id);
      toast.success('Time removed', { description: `${londonDay(slot.startsAt)} at ${londonTime(slot.startsAt)}` });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }

  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-border-strong bg-surface py-1 pr-1 pl-3 text-sm text-foreground">
      {when}
      <span className="sr-only">, free</span>
      <button
        type="button"
        onClick={() => void onRemove()}
        disabled={remove.isPending}
        aria-label={`Remove ${when} on ${londonDay(slot.startsAt)}`}
        className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-foreground disabled:opacity-60"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** A booked time: who is calling, about what, a calendar file and a way to cancel. */
function BookedSlot({ slot, booking }: { slot: AvailabilitySlot; booking: SlotBooking }) {
  const cancel = useCancelCall();
  const when = span(slot);

  async function onCancel() {
    try {
      await cancel.mutateAsync(booking.id);
      toast.success('Call cancelled', { description: 'The customer has been told by email.' });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }

  return (
    <li className="rounded-xl border border-border bg-brand-subtle/40 p-3 text-sm">
      <p className="font-medium text-foreground">
        {when} · Call with {booking.name}
      </p>
      {booking.projectName && <p className="mt-0.5 break-words text-muted">{booking.projectName}</p>}
      {booking.topic && <p className="mt-1 break-words text-foreground">{booking.topic}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={callCalendarHref(booking.id)} download aria-label={`Add to calendar: the call with ${booking.name} at ${when}`}>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
        <ConfirmButton question="Cancel this call?" confirmLabel="Yes, cancel" busy={cancel.isPending} onConfirm={() => void onCancel()} aria-label={`Cancel call with ${booking.name} at ${when}`}>
          Cancel call
        </ConfirmButton>
      </div>
    </li>
  );
}

function groupByLondonDay(slots: AvailabilitySlot[]): [string, AvailabilitySlot[]][] {
  const days = new Map<string, AvailabilitySlot[]>();
  for (const slot of slots) {
    const day = londonDateOf(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}
