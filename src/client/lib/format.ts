import { TZDate } from '@date-fns/tz';
import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/**
 * The time zone moments are written in: the reader's own, which in the browser is the browser's
 * (undefined). The server's page renderer answers with the visitor's, so its HTML says the same
 * times the browser will (src/client/entry-server.tsx).
 */
let displayTimeZone: () => string | undefined = () => undefined;

export function setDisplayTimeZone(source: () => string | undefined): void {
  displayTimeZone = source;
}

/** A moment as the reader's clock and calendar show it, for formatting and same-day checks. */
export function inDisplayZone(date: Date): Date {
  const zone = displayTimeZone();
  return zone ? new TZDate(date, zone) : date;
}

/**
 * A calendar date ('2024-04-22') is the same day everywhere; a moment ('2026-11-24T01:30:00Z', a
 * row's created_at) falls on the reader's day, so it is written in the display zone: the server's
 * page renderer and the browser then agree on the date at any hour.
 */
function formatIsoDate(isoDate: string | null | undefined, pattern: string): string | null {
  if (!isoDate) return null;
  const date = parseISO(isoDate);
  if (!isValid(date)) return null;
  const isMoment = isoDate.includes('T');
  return format(isMoment ? inDisplayZone(date) : date, pattern, { locale: enGB });
}

/** An ISO date ('2024-04-22') as a long en-GB date ('22 April 2024'); null stays null. */
export function formatLongDate(isoDate: string | null | undefined): string | null {
  return formatIsoDate(isoDate, 'd MMMM yyyy');
}

/** '2024-04-22' → '22 Apr 2024': short enough for a table column; null when missing or invalid. */
export function formatShortDate(isoDate: string | null | undefined): string | null {
  return formatIsoDate(isoDate, 'd MMM yyyy');
}

/** An ISO date with its weekday ('Mon 22 Apr 2024'), for schedules people plan around. */
export function formatDayDate(isoDate: string | null | undefined): string | null {
  return formatIsoDate(isoDate, 'EEE d MMM yyyy');
}

/** The limit as the server words it ("25 MB"), so the browser's check and the server's 413 agree. */
export function formatUploadLimit(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return mb >= 1 ? `${Math.floor(mb * 10) / 10} MB` : `${Math.floor(maxBytes / 1024)} KB`;
}

/** A moment in en-GB, in the reader's time zone: "22 Apr 2024, 14:05". */
export function formatDateTime(isoDateTime: string | null | undefined): string | null {
  return formatIsoDate(isoDateTime, 'd MMM yyyy, HH:mm');
}

/** A moment in words, for a document such as a contract: "22 April 2024 at 14:05", in the reader's time zone. */
export function formatLongDateTime(isoDateTime: string | null | undefined): string | null {
  return formatIsoDate(isoDateTime, "d MMMM yyyy 'at' HH:mm");
}

/**
 * Short, for a list's time column: the time when it is the reader's today ("14:05"), otherwise
 * the day ("22 Apr 2024", or "22 Apr" with `withYear: false` where the list only goes back a
 * little). Empty when the moment cannot be read.
 */
export function formatListTime(isoDateTime: string, { withYear = true }: { withYear?: boolean } = {}, now: Date = new Date()): string {
  const date = parseISO(isoDateTime);
  if (!isValid(date)) return '';
  const today = isSameDay(inDisplayZone(date), inDisplayZone(now));
  return format(inDisplayZone(date), today ? 'HH:mm' : withYear ? 'd MMM yyyy' : 'd MMM', { locale: enGB });
}
