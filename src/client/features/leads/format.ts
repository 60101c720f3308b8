import type { OpenSlot } from '@/shared/schemas/availability';

const LONDON = 'Europe/London';
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'long', day: 'numeric', month: 'long' });
const FULL_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON, year: 'numeric', month: '2-digit', day: '2-digit' });
// A calendar day has no zone: read at UTC midnight so no offset moves it.
const DATE_ONLY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const noCommas = (text: string) => text.replace(/,/g, '');

/** "10:00": the company keeps UK time, whatever the visitor's clock says. */
export const londonTime = (instant: string) => TIME.format(new Date(instant));
/** "Tuesday 16 April": a day heading among the next few weeks. */
export const londonDayHeading = (instant: string) => noCommas(LONG_DAY.format(new Date(instant)));
/** "Tuesday 16 April 2030 at 10:00". */
export const londonWhen = (instant: string) => `${noCommas(FULL_DAY.format(new Date(instant)))} at ${londonTime(instant)}`;
/** "Tue 16 Apr 2030, 10:00": short enough for a table. */
export const londonShortWhen = (instant: string) => `${noCommas(SHORT.format(new Date(instant)))}, ${londonTime(instant)}`;
/** "Tuesday 16 April 2030" for a calendar day ('2030-04-16'). */
export const formatDay = (isoDate: string) => noCommas(DATE_ONLY.format(new Date(`${isoDate}T00:00:00Z`)));

/** The UK calendar day an instant falls on, and days after another, as YYYY-MM-DD. */
export const londonIsoDay = (instant: string | Date) => ISO_DAY.format(new Date(instant));
export const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Free times by UK day, in the order they come. */
export function groupSlotsByDay(slots: readonly OpenSlot[]): [string, OpenSlot[]][] {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) {
    const day = londonIsoDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** "tel:+441632960123": what a phone dials, from the number as it is written. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/, '').replace(/[^\d+]/g, '')}`;
}
