import { queryOptions, useQuery } from '@tanstack/react-query';
import { zOpenSlotList, type OpenSlot } from '@/shared/schemas/availability';
import { api } from '@/client/lib/api-client';

export const demoSlotsQueryKey = ['demo-slots'] as const;

export async function getDemoSlots(signal?: AbortSignal): Promise<OpenSlot[]> {
  return (await api.get('/api/demo/slots', zOpenSlotList, signal)).slots;
}

export function demoSlotsQueryOptions() {
  return queryOptions({ queryKey: demoSlotsQueryKey, queryFn: ({ signal }) => getDemoSlots(signal) });
}

/** The team's free times for a demo; other visitors take them, so a booking refreshes the list. */
export function useDemoSlots() {
  return useQuery(demoSlotsQueryOptions());
}
