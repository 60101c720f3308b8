import { londonDateTime, todayInLondon } from '../../shared/dates';

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "Tuesday 5 May 2026 at 10:00": emails are read anywhere, but the company works on London time. */
export function formatLondonWhen(instant: Date): string {
  const parts = Object.fromEntries(WHEN.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** The ISO date a number of days after another (UTC arithmetic on dates, so no clock change shifts it). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instants that bound London days `from` to `to`, both included: [midnight of from, midnight after to). */
export function londonDayBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: londonDateTime(from, '00:00'), end: londonDateTime(addDays(to, 1), '00:00') };
}

/** The London calendar day of an instant. */
export function londonDateOf(instant: Date): string {
  return todayInLondon(instant);
}
