import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftIsoDate } from '@/shared/dates';
import { zAvailabilityList, zAvailabilitySlot, type AvailabilityInput, type AvailabilitySlot } from '@/shared/schemas/availability';
import type { DateRange } from '@/shared/schemas/scheduling';
import { api, isApiError } from '@/client/lib/api-client';
import { describeError } from '@/client/lib/mutation-errors';
import { AVAILABILITY_KEY, OPEN_SLOTS_KEY } from './calls';

export function getAvailability(range: DateRange, signal?: AbortSignal): Promise<AvailabilitySlot[]> {
  return api.get(`/api/availability?${new URLSearchParams(range).toString()}`, zAvailabilityList, signal).then((data) => data.slots);
}

export function addAvailability(input: AvailabilityInput): Promise<AvailabilitySlot> {
  return api.post('/api/availability', input, zAvailabilitySlot);
}

export function removeAvailability(id: string): Promise<void> {
  return api.delete(`/api/availability/${encodeURIComponent(id)}`);
}

/** The days "Your call availability" lists: from today, about two months ahead. */
export function availabilityRange(today: string): DateRange {
  return { from: today, to: shiftIsoDate(today, 61) };
}

export function availabilityQueryOptions(range: DateRange) {
  return queryOptions({ queryKey: [...AVAILABILITY_KEY, range.from, range.to], queryFn: ({ signal }) => getAvailability(range, signal) });
}

/** Staff: the company's call times on these days, with their bookings. */
export function useAvailability(range: DateRange) {
  return useQuery({ ...availabilityQueryOptions(range), placeholderData: keepPreviousData });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }), queryClient.invalidateQueries({ queryKey: OPEN_SLOTS_KEY })]);
}

export function useAddAvailability() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addAvailability, meta: { errorMessage: 'Could not add the time', errorDescription: (error) => (isApiError(error) && error.fields?.startsAt?.[0]) || describeError(error) }, onSuccess: refresh });
}

export function useRemoveAvailability() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeAvailability, meta: { errorMessage: 'Could not remove the time' }, onSettled: refresh });
}
