import { CalendarPlus, Clock, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { AvailabilitySlot } from '@/shared/schemas/availability';
import { SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useAvailability, useRemoveAvailability } from '../api/availability';
import { callCalendarHref, useCancelCall } from '../api/calls';
import { AddAvailabilityForm } from './add-availability-form';
import { ConfirmButton } from './confirm-button';
import { londonDay, londonIsoDay, londonTime } from './event-format';
import { errorMessage } from './form-errors';

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
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <p>We couldn&apos;t load your times.</p>
            <Button variant="secondary" size="sm" onClick={() => void slots.refetch()}>
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted">You have no times offered in the next few weeks. Add one above.</p>
        ) : (
          <ul aria-label="Your times" className="space-y-4">
            {mine.map(([day, daySlots]) => (
              <li key={day}>
                <h3 className="text-sm font-semibold text-foreground">{londonDay(daySlots[0]!.startsAt)}</h3>
                <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
                  {daySlots.map((slot) => (
                    <SlotRow key={slot.id} slot={slot} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function SlotRow({ slot }: { slot: AvailabilitySlot }) {
  const remove = useRemoveAvailability();
  const cancel = useCancelCall();
  const end = new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000).toISOString();
  const when = `${londonTime(slot.startsAt)}–${londonTime(end)}`;
  const booking = slot.booking;

  async function onRemove() {
    try {
      await remove.mutateAsync(slot.id);
      toast.success('Time removed', { description: `${londonDay(slot.startsAt)} at ${londonTime(slot.startsAt)}` });
    } catch (error) {
      toast.error('Could not remove the time', { description: errorMessage(error) });
    }
  }

  async function onCancel(id: string) {
    try {
      await cancel.mutateAsync(id);
      toast.success('Call cancelled', { description: 'The customer has been told by email.' });
    } catch (error) {
      toast.error('Could not cancel the call', { description: errorMessage(error) });
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground">{when}</span>
          {booking ? <Badge tone="brand">Booked</Badge> : <Badge>Free</Badge>}
        </p>
        {booking && (
          <>
            <p className="mt-1 break-words text-foreground">
              {booking.name}
              {booking.projectName && <span className="text-muted"> · {booking.projectName}</span>}
            </p>
            {booking.topic && <p className="mt-1 break-words text-muted">{booking.topic}</p>}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {booking ? (
          <>
            <Button asChild variant="secondary" size="sm">
              <a href={callCalendarHref(booking.id)} download aria-label={`Add to calendar: the call with ${booking.name} at ${when}`}>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </a>
            </Button>
            <ConfirmButton question="Cancel this call?" confirmLabel="Yes, cancel" busy={cancel.isPending} onConfirm={() => void onCancel(booking.id)} aria-label={`Cancel call with ${booking.name} at ${when}`}>
              Cancel call
            </ConfirmButton>
          </>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void onRemove()} disabled={remove.isPending} aria-label={`Remove ${when} on ${londonDay(slot.startsAt)}`}>
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

function groupByLondonDay(slots: AvailabilitySlot[]): [string, AvailabilitySlot[]][] {
  const days = new Map<string, AvailabilitySlot[]>();
  for (const slot of slots) {
    const day = londonIsoDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}
