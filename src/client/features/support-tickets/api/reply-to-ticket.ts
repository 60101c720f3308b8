import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicketWithResponses, type NewTicketResponse, type TicketWithResponses } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { ticketQueryKey } from './get-ticket';
import { ticketsQueryKey } from './get-tickets';

export function replyToTicket(ticketId: string, input: NewTicketResponse): Promise<TicketWithResponses> {
  return api.post(`/api/tickets/${encodeURIComponent(ticketId)}/responses`, input, zTicketWithResponses);
}

/** The API answers with the ticket and all its replies, shown at once; lists and counts (the staff dashboard's unanswered tickets) refresh. */
export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTicketResponse) => replyToTicket(ticketId, input),
    meta: { errorMessage: 'Reply not sent' },
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey, predicate: (q) => q.queryKey[1] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffDashboard.stats });
    },
  });
}
