import { ArrowLeft, Inbox } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/layout/page-header';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { QueryState } from '@/client/components/ui/query-state';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { useTickets } from '../api/get-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { ResponseTargetDialog } from './response-target-dialog';
import { TicketDetail } from './ticket-detail';
import { filterQuery, isTicketFilter, TicketFilterSelect, type TicketFilter } from './ticket-filter';
import { formatHours } from './ticket-format';
import { TicketList } from './ticket-list';

const TICKET_PARAM = 'ticket';
const FILTER_PARAM = 'show';

type SupportViewer = 'customer' | 'staff';

/** The list a URL shows: a customer's every ticket; for staff ?show=, open ones when it names no filter. */
export function ticketFilterOf(viewer: SupportViewer, searchParams: URLSearchParams): TicketFilter {
  const shown = searchParams.get(FILTER_PARAM);
  return viewer === 'customer' ? 'all' : isTicketFilter(shown) ? shown : 'open';
}

/** The ticket a URL opens (?ticket=), if any. */
export function selectedTicketOf(searchParams: URLSearchParams): string | null {
  return searchParams.get(TICKET_PARAM);
}

interface SupportTicketsProps {
  viewer: SupportViewer;
  /** Admins set the company's response target. */
  canSetTarget?: boolean;
}

/**
 * Support: the tickets beside the one that is open (kept in the URL as ?ticket=, and the staff
 * filter as ?show=). Below the wide layout, the list and the ticket take turns.
 */
export function SupportTickets({ viewer, canSetTarget = false }: SupportTicketsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = selectedTicketOf(searchParams);
  const filter = ticketFilterOf(viewer, searchParams);
  const tickets = useTickets(filterQuery(filter));
  const target = tickets.data?.responseTargetHours;

  function hrefFor(ticketId: string | null): string {
    const params = new URLSearchParams();
    if (viewer === 'staff' && filter !== 'open') params.set(FILTER_PARAM, filter);
    if (ticketId) params.set(TICKET_PARAM, ticketId);
    const search = params.toString();
    return search ? `${paths.support}?${search}` : paths.support;
  }

  function changeFilter(next: TicketFilter) {
    setSearchParams((params) => {
      if (next === 'open') params.delete(FILTER_PARAM);
      else params.set(FILTER_PARAM, next);
      return params;
    });
  }

  const backLink = (
    <Button asChild variant="ghost" size="sm">
      <Link to={hrefFor(null)}>
        <ArrowLeft aria-hidden="true" />
        All tickets
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Support"
        description={viewer === 'customer' ? 'Ask a question or report a problem, and follow our reply.' : 'Customer tickets: reply, close and reopen.'}
      >
        {viewer === 'customer' && <NewTicketDialog responseTargetHours={target} onOpened={(ticket) => void navigate(hrefFor(ticket.id))} />}
        {viewer === 'staff' && canSetTarget && target !== undefined && <ResponseTargetDialog hours={target} />}
      </PageHeader>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <SectionCard
          title={viewer === 'customer' ? 'Your Tickets' : 'Tickets'}
          description={
            target === undefined
              ? undefined
              : viewer === 'customer'
                ? `We aim to reply within ${formatHours(target)}.`
                : `First reply due within ${formatHours(target)} of opening.`
          }
          icon={Inbox}
          flush
          className={cn(selectedId && 'hidden lg:flex')}
        >
          {viewer === 'staff' && (
            <div className="border-t border-border px-5 pt-4 pb-3 sm:px-6">
              <TicketFilterSelect value={filter} onChange={changeFilter} />
            </div>
          )}
          <QueryState
            query={tickets}
            loading={
              <div className="px-5 pb-4 sm:px-6">
                <CardLoading>Loading tickets...</CardLoading>
              </div>
            }
            error="We couldn't load the tickets."
            errorClassName="px-5 pb-4 sm:px-6"
            keepDataOnError
            isEmpty={(data) => data.tickets.length === 0}
            empty={
              <p className="border-t border-border px-5 py-4 text-sm text-muted sm:px-6">
                {viewer === 'customer' ? 'You have no support tickets yet. Open one with New Ticket and we will reply here.' : 'No tickets to show.'}
              </p>
            }
          >
            {(data) => (
              <div className="max-h-[min(70vh,44rem)] overflow-y-auto border-t border-border">
                <TicketList tickets={data.tickets} selectedId={selectedId} hrefFor={hrefFor} viewer={viewer} />
              </div>
            )}
          </QueryState>
        </SectionCard>

        {selectedId ? (
          <TicketDetail key={selectedId} ticketId={selectedId} viewer={viewer} backLink={backLink} />
        ) : (
          <div className="hidden rounded-2xl border border-dashed border-border-strong bg-surface px-6 py-16 text-center text-sm text-muted lg:block">
            {viewer === 'customer' ? 'Select a ticket to see our replies.' : 'Select a ticket to read it and reply.'}
          </div>
        )}
      </div>
    </>
  );
}
