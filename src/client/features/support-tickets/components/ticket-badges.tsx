import type { Ticket } from '@/shared/schemas/tickets';
import { Badge } from '@/client/components/ui/badge';

/** Open or Closed, for everyone. */
export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  return status === 'open' ? <Badge tone="brand">Open</Badge> : <Badge tone="neutral">Closed</Badge>;
}

/** What staff need to act on: no reply yet, and whether the response target has passed. */
export function TicketAttentionBadge({ ticket }: { ticket: Ticket }) {
  if (ticket.status !== 'open' || ticket.answered) return null;
  return ticket.pastTarget ? <Badge tone="danger">Past target</Badge> : <Badge tone="warning">Awaiting reply</Badge>;
}
