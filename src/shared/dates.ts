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
