import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { londonDayHeading, londonTime } from '@/shared/dates';
import type { OpenSlot } from '@/shared/schemas/availability';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { groupSlotsByDay } from '../format';

/** Days shown before "Show more days": a week's choice without a long page. */
const DAYS_SHOWN = 5;

interface DemoSlotPickerProps {
  slots: readonly OpenSlot[];
  chosenId: string | undefined;
  registration: UseFormRegisterReturn<'slotId'>;
}

/**
 * The free times as one radio group split by UK day: Tab reaches the group, the arrow keys move
 * between times, and each time is read with its day and who the visitor will meet.
 */
export function DemoSlotPicker({ slots, chosenId, registration }: DemoSlotPickerProps) {
  const [allDays, setAllDays] = useState(false);
  const days = groupSlotsByDay(slots);
  // A chosen time on a hidden day stays shown, so the choice never disappears.
  const chosenDay = days.findIndex(([, daySlots]) => daySlots.some((s) => s.id === chosenId));
  const shown = allDays ? days : days.slice(0, Math.max(DAYS_SHOWN, chosenDay + 1));
  const hidden = days.length - shown.length;
  return (
    <div className="space-y-5">
      {shown.map(([day, daySlots]) => (
        <fieldset key={day}>
          <legend className="text-sm font-semibold text-foreground">{londonDayHeading(daySlots[0]!.startsAt)}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <SlotChoice key={slot.id} slot={slot} checked={chosenId === slot.id} registration={registration} />
            ))}
          </div>
        </fieldset>
      ))}
      {(allDays ? days.length > DAYS_SHOWN : hidden > 0) && (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setAllDays((all) => !all)}>
          {allDays ? 'Show fewer days' : `Show ${hidden} more ${hidden === 1 ? 'day' : 'days'}`}
        </Button>
      )}
    </div>
  );
}

function SlotChoice({ slot, checked, registration }: { slot: OpenSlot; checked: boolean; registration: UseFormRegisterReturn<'slotId'> }) {
  const id = `demo-slot-${slot.id}`;
  return (
    <label
      htmlFor={id}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-2 text-sm sm:gap-2 sm:px-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-ink',
        checked ? 'border-brand-ink bg-brand-subtle font-semibold text-brand-ink' : 'border-border-strong bg-surface text-foreground hover:bg-subtle',
      )}
    >
      <input id={id} type="radio" value={slot.id} className="sr-only" {...registration} />
      <span className="tabular-nums">{londonTime(slot.startsAt)}</span>{' '}
      <span className={checked ? 'text-brand-ink' : 'text-muted'}>with {slot.staffFirstName}</span>
    </label>
  );
}
