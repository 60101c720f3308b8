import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicket, type NewTicket, type Ticket } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { ticketsQueryKey } from './get-tickets';

export function openTicket(input: NewTicket): Promise<Ticket> {
  return api.post('/api/tickets', input, zTicket);
}

/** Customers: opens a ticket, numbered by the server (#1001…). */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
