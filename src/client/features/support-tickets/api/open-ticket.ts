import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicket, type NewTicket, type Ticket } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { ticketsQueryKey } from './get-tickets';

export function openTicket(input: NewTicket): Promise<Ticket> {
  return api.post('/api/tickets', input, zTicket);
}

/** Customers: opens a ticket, numbered by the server (#1001…); staff see it in the activity feed. */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    meta: { errorMessage: 'Could not open the ticket' },
    onSuccess: () => invalidateKeys(queryClient, [ticketsQueryKey, queryKeys.activity.all]),
  });
}
