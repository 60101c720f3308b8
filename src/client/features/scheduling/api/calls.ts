import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SLOT_TAKEN_MESSAGE, zCall, zCallList, zOpenSlotList, type BookCall, type Call, type OpenSlot } from '@/shared/schemas/availability';
import { api } from '@/client/lib/api-client';
import { describeError } from '@/client/lib/mutation-errors';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export const CALLS_KEY = ['calls'] as const;
export const OPEN_SLOTS_KEY = ['open-slots'] as const;
export const AVAILABILITY_KEY = ['availability'] as const;

export function getCalls(signal?: AbortSignal): Promise<Call[]> {
  return api.get('/api/calls', zCallList, signal).then((data) => data.calls);
}

export function getOpenSlots(signal?: AbortSignal): Promise<OpenSlot[]> {
  return api.get('/api/availability/open', zOpenSlotList, signal).then((data) => data.slots);
}

export function bookCall(slotId: string, input: BookCall): Promise<Call> {
  return api.post(`/api/availability/${encodeURIComponent(slotId)}/book`, input, zCall);
}

export function cancelCall(id: string): Promise<void> {
  return api.delete(`/api/calls/${encodeURIComponent(id)}`);
}

/** The .ics download of a call, for the customer and for staff. */
export function callCalendarHref(id: string): string {
  return `/api/calls/${encodeURIComponent(id)}/calendar.ics`;
}

/** Calls still to come: a customer's own, or the company's for staff. */
export function callsQueryOptions() {
  return queryOptions({ queryKey: CALLS_KEY, queryFn: ({ signal }) => getCalls(signal) });
}

export function openSlotsQueryOptions() {
  return queryOptions({ queryKey: OPEN_SLOTS_KEY, queryFn: ({ signal }) => getOpenSlots(signal) });
}

export function useCalls() {
  return useQuery(callsQueryOptions());
}

export function useOpenSlots() {
  return useQuery(openSlotsQueryOptions());
}

/** A booking or cancellation moves a time between "free" and "taken" everywhere it is shown. */
function refreshCalls(queryClient: QueryClient) {
  return invalidateKeys(queryClient, [CALLS_KEY, OPEN_SLOTS_KEY, AVAILABILITY_KEY, queryKeys.schedule]);
}

export function useBookCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, topic }: { slotId: string; topic?: string }) => bookCall(slotId, topic ? { topic } : {}),
    meta: { errorMessage: (error) => (describeError(error) === SLOT_TAKEN_MESSAGE ? 'That time has gone' : 'Could not book the call') },
    // A lost race also changes the list: the time that was just taken should disappear.
    onSettled: () => refreshCalls(queryClient),
    // A booked call is a line in the activity feed (the customer sees theirs).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
  });
}

export function useCancelCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelCall, meta: { errorMessage: 'Could not cancel the call' }, onSettled: () => refreshCalls(queryClient) });
}
