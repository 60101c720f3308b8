import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicket, type Ticket, type TicketStatus } from '@/shared/schemas/tickets';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { ticketsQueryKey } from './get-tickets';

export function setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
  return apiRequest(`/api/tickets/${encodeURIComponent(ticketId)}`, { method: 'PATCH', body: { status }, schema: zTicket });
}

/** Staff: close or reopen a ticket; the dashboard counts open tickets. */
export function useSetTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(ticketId, status),
    meta: { errorMessage: (_error, status) => (status === 'closed' ? 'Could not close the ticket' : 'Could not reopen the ticket') },
    onSuccess: () => invalidateKeys(queryClient, [ticketsQueryKey, queryKeys.staffDashboard.stats]),
  });
}
