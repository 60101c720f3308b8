import { londonDateOf } from '@/shared/dates';
import type { OpenSlot } from '@/shared/schemas/availability';

/** Free times by UK day, in the order they come: the company keeps UK time, whatever the visitor's clock says. */
export function groupSlotsByDay(slots: readonly OpenSlot[]): [string, OpenSlot[]][] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const day = londonDateOf(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** "tel:+441632960123": what a phone dials, from the number as it is written. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/, '').replace(/[^\d+]/g, '')}`;
}
