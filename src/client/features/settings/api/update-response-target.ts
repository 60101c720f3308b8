import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { responseTargetQueryKey } from './get-response-target';

export function updateResponseTarget(settings: TicketSettings): Promise<TicketSettings> {
  return api.put('/api/tickets/settings', settings, zTicketSettings);
}

/**
 * Admins. The key sits under ['tickets'], so invalidating that prefix also has the ticket
 * lists (which flag tickets past the target) read again, without importing their feature.
 */
export function useUpdateResponseTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponseTarget,
    meta: { errorMessage: 'Could not save the response target' },
    onSuccess: (saved) => {
      queryClient.setQueryData(responseTargetQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['tickets'] });
    },
  });
}
