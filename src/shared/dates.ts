import { TZDate } from '@date-fns/tz';

// Made once: building a formatter with a time zone costs about 150 µs, more than a whole API
// request should, and the payment routes ask for today on every call.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last London day asked for, with the instants it runs between: formatting is the costly part. */
let lastDay: { date: string; from: number; until: number } | undefined;

/** Today's calendar date in the UK, as YYYY-MM-DD: the business runs on London time. */
export function todayInLondon(now: Date = new Date()): string {
  const at = now.getTime();
  if (lastDay && at >= lastDay.from && at < lastDay.until) return lastDay.date;
  const date = LONDON_DATE.format(now);
  lastDay = { date, from: londonDateTime(date, '00:00').getTime(), until: londonDateTime(shiftIsoDate(date, 1), '00:00').getTime() };
  return date;
}

/** A wall-clock time in London ('2026-11-24', '10:00') as an instant, GMT or BST as the day has it. */
export function londonDateTime(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 'Europe/London').getTime());
}

/** A calendar date (YYYY-MM-DD) moved by whole days, the same on any machine's time zone. */
export function shiftIsoDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// Times people book and are told about (calls, demos, visits) are on UK time, whatever the
// reader's clock says: these write an instant on London's clock and calendar, GMT or BST as the
// day has it. Moments a reader only looks back on (a note, a message) use the reader's own zone
// instead (src/client/lib/format.ts).
//
// Each formatter is made on first use, once: the pages that load this file for todayInLondon
// should not pay for five of them at start-up.
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-GB', options));
}
const LONDON_TIME = formatter({ timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const LONDON_SHORT_DAY = formatter({ timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const LONDON_DAY_HEADING = formatter({ timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long' });
const LONDON_FULL_DAY = formatter({ timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const LONDON_DATE_WORDS = formatter({ timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });
// A calendar day has no zone: read at UTC midnight so no offset moves it.
const CALENDAR_DAY = formatter({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const CALENDAR_DATE = formatter({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

const noCommas = (text: string) => text.replace(/,/g, '');

/** The London calendar day (YYYY-MM-DD) an instant falls on. */
export function londonDateOf(instant: string | Date): string {
  return todayInLondon(new Date(instant));
}

/** "10:00" on London's clock (24-hour, so midnight is "00:00"). */
export function londonTime(instant: string | Date): string {
  return LONDON_TIME().format(new Date(instant));
}

/** "Tue 5 May 2026": the London day, short enough for a table or a list of calls. */
export function londonDay(instant: string | Date): string {
  return noCommas(LONDON_SHORT_DAY().format(new Date(instant)));
}

/** "Tuesday 16 April": a day heading among the next few weeks. */
export function londonDayHeading(instant: string | Date): string {
  return noCommas(LONDON_DAY_HEADING().format(new Date(instant)));
}

/** "5 May 2026": the London date of an instant, as an email words a deadline. */
export function londonDate(instant: string | Date): string {
  return LONDON_DATE_WORDS().format(new Date(instant));
}

/** "Tuesday 16 April 2030 at 10:00": a booking as a confirmation or an email words it. */
export function londonWhen(instant: string | Date): string {
  return `${noCommas(LONDON_FULL_DAY().format(new Date(instant)))} at ${londonTime(instant)}`;
}

/** "Tue 16 Apr 2030, 10:00": a booking, short enough for a table. */
export function londonShortWhen(instant: string | Date): string {
  return `${londonDay(instant)}, ${londonTime(instant)}`;
}

/** "Tuesday 16 April 2030" for a calendar date ('2030-04-16'), the same on any machine's zone. */
export function formatCalendarDay(isoDate: string): string {
  return noCommas(CALENDAR_DAY().format(new Date(`${isoDate}T00:00:00Z`)));
}

/** "16 April 2030" for a calendar date ('2030-04-16'), as an activity line or an email words an install or due date. */
export function formatCalendarDate(isoDate: string): string {
  return CALENDAR_DATE().format(new Date(`${isoDate}T00:00:00Z`));
}
