import { todayInLondon } from '@/shared/dates';
import { ensureQueries } from '@/client/app/route-data';
import { availabilityQueryOptions, availabilityRange } from '@/client/features/scheduling/api/availability';
import { scheduleQueryOptions } from '@/client/features/scheduling/api/get-schedule';
import { openingRange } from '@/client/features/scheduling/hooks/use-month-view';
import { SchedulingView } from '@/client/features/scheduling/components/scheduling-view';
import { staffPageLoader } from './staff-page-loader';

/** This month's calendar and one's own call times from today, as the view opens on them. */
export const loader = staffPageLoader((queryClient) => {
  const today = todayInLondon();
  return ensureQueries(queryClient, [scheduleQueryOptions(openingRange(today)), availabilityQueryOptions(availabilityRange(today))]);
});

export default function SchedulingPage() {
  return <SchedulingView />;
}
