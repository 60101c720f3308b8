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
