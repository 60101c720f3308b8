import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { inDisplayZone } from '@/client/lib/format';

/** A moment in en-GB, in the reader's time zone: "22 April 2024 at 14:05". */
export function formatDateTime(isoDateTime: string | null | undefined): string | null {
  if (!isoDateTime) return null;
  const date = parseISO(isoDateTime);
  return isValid(date) ? format(inDisplayZone(date), "d MMMM yyyy 'at' HH:mm", { locale: enGB }) : null;
}
