import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** An ISO date ('2024-04-22') as a compact en-GB date ('22 Apr 2024'); null when missing or invalid. */
export function formatShortDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMM yyyy', { locale: enGB }) : null;
}

/** An ISO date with its weekday ('Mon 22 Apr 2024'), for schedules people plan around. */
export function formatDayDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'EEE d MMM yyyy', { locale: enGB }) : null;
}
