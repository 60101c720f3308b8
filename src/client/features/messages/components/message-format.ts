import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { inDisplayZone } from '@/client/lib/format';

function parse(isoDateTime: string): Date | null {
  const date = parseISO(isoDateTime);
  return isValid(date) ? date : null;
}

/** A message's time in en-GB, in the reader's time zone: "22 Apr 2024, 14:05". */
export function formatMessageTime(isoDateTime: string): string {
  const date = parse(isoDateTime);
  return date ? format(inDisplayZone(date), 'd MMM yyyy, HH:mm', { locale: enGB }) : '';
}

/** Short, for a list: the time for today's messages ("14:05"), otherwise the day ("22 Apr"). */
export function formatListTime(isoDateTime: string, now: Date = new Date()): string {
  const date = parse(isoDateTime);
  if (!date) return '';
  return format(inDisplayZone(date), isSameDay(inDisplayZone(date), inDisplayZone(now)) ? 'HH:mm' : 'd MMM', { locale: enGB });
}
