import { ArrowRight, CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-state';
import { paths } from '@/client/lib/paths';
import { useSchedule } from '../api/get-schedule';
import { groupByDay, useMonthView } from '../hooks/use-month-view';
import { DayEvents } from './day-events';
import { CalendarLegend, MonthCalendar } from './month-calendar';

const KINDS = ['installation', 'delivery'] as const;

/** Delivery Schedule: the month's deliveries and installations on the staff dashboard (the spec's "Calendar View Coming Soon"). */
export function DeliveryScheduleCard() {
  const view = useMonthView();
  const schedule = useSchedule(view.range);
  const eventsByDay = useMemo(() => groupByDay(schedule.data?.filter((e) => (KINDS as readonly string[]).includes(e.kind))), [schedule.data]);

  return (
    <SectionCard
      title="Delivery Schedule"
      description="Deliveries and installations this month"
      icon={CalendarDays}
      action={
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.scheduling}>
            Open Scheduling
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {schedule.isError && !schedule.data ? (
        <QueryError query={schedule}>We couldn&apos;t load the schedule.</QueryError>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <MonthCalendar
              compact
              month={view.month}
              onMonthChange={view.changeMonth}
              selected={view.selected}
              onSelect={view.setSelected}
              eventsByDay={eventsByDay}
              today={view.today}
              busy={schedule.isFetching}
            />
            <CalendarLegend kinds={KINDS} />
          </div>
          {schedule.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading the schedule...
            </p>
          ) : (
            <DayEvents date={view.selected} events={eventsByDay.get(view.selected) ?? []} empty="No deliveries or installations on this day." />
          )}
        </div>
      )}
    </SectionCard>
  );
}
