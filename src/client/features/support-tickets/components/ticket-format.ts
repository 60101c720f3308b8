import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { inDisplayZone } from '@/client/lib/format';
import type { TicketCategory } from '@/shared/schemas/tickets';

export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  payment: 'Payment',
  delivery: 'Delivery',
  installation: 'Installation',
  aftercare: 'Aftercare',
};

/** How people refer to a ticket: "#1001". */
export function ticketNumber(number: number): string {
  return `#${number}`;
}

/** "24 hours", "1 hour", "2 days" for whole days past a day. */
export function formatHours(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function parse(isoDateTime: string): Date | null {
  const date = parseISO(isoDateTime);
  return isValid(date) ? date : null;
}

/** en-GB, in the reader's time zone: "22 Apr 2024, 14:05". */
export function formatTicketTime(isoDateTime: string): string {
  const date = parse(isoDateTime);
  return date ? format(inDisplayZone(date), 'd MMM yyyy, HH:mm', { locale: enGB }) : '';
}

/** Short, for a list: the time for today ("14:05"), otherwise the day ("22 Apr 2024"). */
export function formatListTime(isoDateTime: string, now: Date = new Date()): string {
  const date = parse(isoDateTime);
  if (!date) return '';
  return format(inDisplayZone(date), isSameDay(inDisplayZone(date), inDisplayZone(now)) ? 'HH:mm' : 'd MMM yyyy', { locale: enGB });
}
