import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zSchedule, type DateRange, type ScheduleEvent } from '@/shared/schemas/scheduling';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getSchedule(range: DateRange, signal?: AbortSignal): Promise<ScheduleEvent[]> {
  const query = new URLSearchParams(range).toString();
  return api.get(`/api/schedule?${query}`, zSchedule, signal).then((data) => data.events);
}

export function scheduleQueryOptions(range: DateRange) {
  return queryOptions({ queryKey: [...queryKeys.schedule, range.from, range.to], queryFn: ({ signal }) => getSchedule(range, signal) });
}

/** Staff: the events of the visible weeks; the previous month stays on screen while the next loads. */
export function useSchedule(range: DateRange) {
  return useQuery({ ...scheduleQueryOptions(range), placeholderData: keepPreviousData });
}
