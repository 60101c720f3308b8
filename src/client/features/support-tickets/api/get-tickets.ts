import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zTicketList, type TicketList, type TicketListQuery } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

/** Lists refresh now and then, so a reply or a new ticket shows without a reload. */
const TICKETS_POLL_MS = 30_000;

/** Every ticket query starts with this key; a change to any ticket invalidates them all. */
export const ticketsQueryKey = queryKeys.tickets.all;

export function ticketListQueryKey(query: TicketListQuery) {
  return [...ticketsQueryKey, 'list', query] as const;
}

export function getTickets(query: TicketListQuery, signal?: AbortSignal): Promise<TicketList> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.pastTarget) params.set('pastTarget', query.pastTarget);
  const search = params.toString();
  return api.get(`/api/tickets${search ? `?${search}` : ''}`, zTicketList, signal);
}

export function ticketListQueryOptions(query: TicketListQuery) {
  return queryOptions({
    queryKey: ticketListQueryKey(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    refetchInterval: TICKETS_POLL_MS,
    staleTime: 0,
    // A new filter keeps the old list on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/** A customer's own tickets, or (staff) every ticket of the company, with the company's response target. */
export function useTickets(query: TicketListQuery) {
  return useQuery(ticketListQueryOptions(query));
}
