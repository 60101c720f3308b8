import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTicketWithResponses, type TicketWithResponses } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { ticketsQueryKey } from './get-tickets';

/** An open ticket looks for replies more often than the list does. */
const TICKET_POLL_MS = 10_000;

export function ticketQueryKey(ticketId: string) {
  return [...ticketsQueryKey, 'detail', ticketId] as const;
}

export async function getTicket(ticketId: string, signal?: AbortSignal): Promise<TicketWithResponses> {
  try {
    return await api.get(`/api/tickets/${encodeURIComponent(ticketId)}`, zTicketWithResponses, signal);
  } catch (error) {
    // Error handling: ticket fetch failures are logged; the page still says it could not load the ticket.
    console.warn('Loading the ticket failed', error);
    throw error;
  }
}

export function ticketQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketQueryKey(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
    refetchInterval: TICKET_POLL_MS,
    staleTime: 0,
  });
}

/** One ticket with its replies, oldest first. */
export function useTicket(ticketId: string) {
  return useQuery(ticketQueryOptions(ticketId));
}
