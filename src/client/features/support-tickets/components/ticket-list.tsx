import { Link } from 'react-router';
import type { Ticket } from '@/shared/schemas/tickets';
import { cn } from '@/client/lib/cn';
import { formatDateTime, formatListTime } from '@/client/lib/format';
import { TicketAttentionBadge, TicketStatusBadge } from './ticket-badges';
import { CATEGORY_LABELS, ticketNumber } from './ticket-format';

interface TicketListProps {
  tickets: Ticket[];
  selectedId: string | null;
  hrefFor: (ticketId: string) => string;
  /** Staff see whose ticket it is and which need a reply. */
  viewer: 'customer' | 'staff';
}

/** Tickets, most recently updated first: number, subject, status and last update. */
export function TicketList({ tickets, selectedId, hrefFor, viewer }: TicketListProps) {
  return (
    <ul aria-label="Tickets" className="divide-y divide-border">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <Link
              to={hrefFor(ticket.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn('block px-5 py-3.5 transition-colors hover:bg-subtle focus-visible:relative sm:px-6', selected && 'bg-subtle shadow-[inset_3px_0_0_var(--color-primary)]')}
            >
              <span className="flex items-baseline justify-between gap-3 text-xs text-muted">
                <span className="min-w-0 truncate">
                  <span className="font-semibold text-foreground tabular-nums">{ticketNumber(ticket.number)}</span>
                  {` · ${CATEGORY_LABELS[ticket.category]}`}
                  {viewer === 'staff' && ` · ${ticket.customerName}`}
                </span>
                <time dateTime={ticket.updatedAt} title={`Last update ${formatDateTime(ticket.updatedAt) ?? ''}`} className="shrink-0">
                  {formatListTime(ticket.updatedAt)}
                </time>
              </span>
              <span className="mt-1 block truncate text-sm font-medium text-foreground">{ticket.subject}</span>
              <span className="mt-2 flex flex-wrap gap-1.5">
                <TicketStatusBadge status={ticket.status} />
                {viewer === 'staff' && <TicketAttentionBadge ticket={ticket} />}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
