import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTicketSettings, type TicketSettings } from '@/shared/schemas/tickets';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export const responseTargetQueryKey = queryKeys.tickets.settings;

export function getResponseTarget(signal?: AbortSignal): Promise<TicketSettings> {
  return api.get('/api/tickets/settings', zTicketSettings, signal);
}

export function responseTargetQueryOptions() {
  return queryOptions({ queryKey: responseTargetQueryKey, queryFn: ({ signal }) => getResponseTarget(signal) });
}

/** How long staff have to give a new support ticket its first reply. */
export function useResponseTarget() {
  return useQuery(responseTargetQueryOptions());
}
