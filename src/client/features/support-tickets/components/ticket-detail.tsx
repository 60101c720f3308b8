import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TicketWithResponses } from '@/shared/schemas/tickets';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Card } from '@/client/components/ui/card';
import { QueryError } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { formatDateTime } from '@/client/lib/format';
import { useTicket } from '../api/get-ticket';
import { TicketAttentionBadge, TicketStatusBadge } from './ticket-badges';
import { CATEGORY_LABELS, ticketNumber } from './ticket-format';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusButton } from './ticket-status-button';
import { TicketThread } from './ticket-thread';

interface TicketDetailProps {
  ticketId: string;
  viewer: 'customer' | 'staff';
  /** e.g. "All tickets" on phones. */
  backLink: ReactNode;
}

/** One ticket: what the customer asked, every reply, and the reply box; staff also close and reopen it. */
export function TicketDetail({ ticketId, viewer, backLink }: TicketDetailProps) {
  const ticket = useTicket(ticketId);

  if (!ticket.data) {
    return (
      <Card className="p-5 sm:p-6">
        <div className="mb-4 lg:hidden">{backLink}</div>
        {ticket.isPending ? (
          <CardLoading>Loading the ticket...</CardLoading>
        ) : isApiError(ticket.error, 404) ? (
          <p role="alert" className="text-sm text-muted">
            This ticket could not be found.
          </p>
        ) : (
          <QueryError query={ticket}>We couldn&apos;t load this ticket.</QueryError>
        )}
      </Card>
    );
  }

  const data = ticket.data;
  return (
    <SectionCard
      title={`${ticketNumber(data.number)} ${data.subject}`}
      description={`${CATEGORY_LABELS[data.category]} · Opened${viewer === 'staff' ? ` by ${data.customerName}` : ''} on ${formatDateTime(data.createdAt) ?? ''}`}
      icon={LifeBuoy}
      titleBadge={
        <span className="flex flex-wrap gap-1.5">
          <TicketStatusBadge status={data.status} />
          {viewer === 'staff' && <TicketAttentionBadge ticket={data} />}
        </span>
      }
      action={
        <>
          <span className="lg:hidden">{backLink}</span>
          {viewer === 'staff' && <TicketStatusButton ticket={data} />}
        </>
      }
    >
      <div className="space-y-5">
        <ReplyDue ticket={data} viewer={viewer} />
        <TicketThread ticket={data} />
        <TicketReplyForm ticket={data} viewer={viewer} />
      </div>
    </SectionCard>
  );
}

/** While an open ticket waits for its first staff reply: when it is due (staff), or when we aim to reply (customer). */
function ReplyDue({ ticket, viewer }: { ticket: TicketWithResponses; viewer: 'customer' | 'staff' }) {
  if (ticket.status !== 'open' || ticket.answered) return null;
  const due = <time dateTime={ticket.respondBy}>{formatDateTime(ticket.respondBy)}</time>;
  if (viewer === 'customer') return <p className="text-sm text-muted">We aim to reply by {due}.</p>;
  return ticket.pastTarget ? (
    <p className="rounded-lg bg-danger-subtle px-3.5 py-2.5 text-sm font-medium text-danger-ink">First reply was due {due}: past the response target.</p>
  ) : (
    <p className="rounded-lg bg-warning-subtle px-3.5 py-2.5 text-sm text-warning-ink">First reply due by {due}.</p>
  );
}
