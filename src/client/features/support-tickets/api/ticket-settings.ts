import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { ticketsQueryKey } from './get-tickets';

export function updateTicketSettings(settings: TicketSettings): Promise<TicketSettings> {
  return api.put('/api/tickets/settings', settings, zTicketSettings);
}

/** Admins: the company's response target; every list, and the dashboard's count, re-reads which tickets are past it. */
export function useUpdateTicketSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketSettings,
    meta: { errorMessage: 'Could not save the response target' },
    onSuccess: () => invalidateKeys(queryClient, [ticketsQueryKey, queryKeys.staffDashboard.stats]),
  });
}
