import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** An ISO date ('2024-04-22') as a long en-GB date ('22 April 2024'); null stays null. */
export function formatLongDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: enGB }) : null;
}
