import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { responseTargetQueryKey } from './get-response-target';

export function updateResponseTarget(settings: TicketSettings): Promise<TicketSettings> {
  return api.put('/api/tickets/settings', settings, zTicketSettings);
}

/**
 * Admins. The key sits under the tickets' key, so invalidating that prefix also has the ticket
 * lists (which flag tickets past the target) read again, and the dashboard's count of them.
 */
export function useUpdateResponseTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponseTarget,
    meta: { errorMessage: 'Could not save the response target' },
    onSuccess: (saved) => {
      queryClient.setQueryData(responseTargetQueryKey, saved);
      return invalidateKeys(queryClient, [queryKeys.tickets.all, queryKeys.staffDashboard.stats]);
    },
  });
}
