import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** '2030-05-01' → '1 May 2030': short enough for a table column; null when there is no date. */
export function formatShortDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMM yyyy', { locale: enGB }) : null;
}
