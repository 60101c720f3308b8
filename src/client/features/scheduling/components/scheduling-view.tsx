import { CalendarDays, CalendarPlus, ClipboardList, Hammer, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SCHEDULE_EVENT_KINDS, type ScheduleEvent, type SiteVisit } from '@/shared/schemas/scheduling';
import { PageHeader } from '@/client/components/layout/page-header';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-state';
import { availabilityRange } from '../api/availability';
import { callCalendarHref } from '../api/calls';
import { useSchedule } from '../api/get-schedule';
import { groupByDay, useMonthView } from '../hooks/use-month-view';
import { DayEvents } from './day-events';
import { eventWho } from './event-format';
import { InstallationDialog, installationFromEvent } from './installation-dialog';
import type { InstallationDraft } from './installation-form';
import { CalendarLegend, MonthCalendar } from './month-calendar';
import { MyAvailabilityCard } from './my-availability-card';
import { VisitDialog, visitFromEvent } from './visit-dialog';

const LEGEND = SCHEDULE_EVENT_KINDS.filter((kind) => kind !== 'demo');

type Editing = { kind: 'visit'; visit?: SiteVisit } | { kind: 'installation'; draft?: InstallationDraft } | null;

/** /scheduling: every installation, survey, delivery and call in a month, booking and changing them, and one's own call times. */
export function SchedulingView() {
  const view = useMonthView();
  const schedule = useSchedule(view.range);
  const eventsByDay = useMemo(() => groupByDay(schedule.data), [schedule.data]);
  const [editing, setEditing] = useState<Editing>(null);
  // A new booking starts on the chosen day, unless that day has passed.
  const startDate = view.selected < view.today ? view.today : view.selected;
  const callTimes = useMemo(() => availabilityRange(view.today), [view.today]);

  return (
    <>
      <PageHeader title="Scheduling" description="Surveys, deliveries, installations and calls in one calendar.">
        <Button onClick={() => setEditing({ kind: 'visit' })}>
          <ClipboardList aria-hidden="true" />
          Schedule a visit
        </Button>
        <Button variant="secondary" onClick={() => setEditing({ kind: 'installation' })}>
          <Hammer aria-hidden="true" />
          Schedule installation
        </Button>
      </PageHeader>

      <div className="mt-8 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SectionCard title="Calendar" icon={CalendarDays} description="Choose a day to see what is booked">
          {schedule.isError && !schedule.data ? (
            <QueryError query={schedule}>We couldn&apos;t load the schedule.</QueryError>
          ) : (
            <>
              <MonthCalendar
                month={view.month}
                onMonthChange={view.changeMonth}
                selected={view.selected}
                onSelect={view.setSelected}
                eventsByDay={eventsByDay}
                today={view.today}
                busy={schedule.isFetching}
              />
              <CalendarLegend kinds={LEGEND} />
            </>
          )}
        </SectionCard>
        <SectionCard title="On the day" icon={ClipboardList}>
          {schedule.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading the schedule...
            </p>
          ) : (
            <DayEvents date={view.selected} events={eventsByDay.get(view.selected) ?? []} actions={(event) => <EventActions event={event} onEdit={setEditing} />} />
          )}
        </SectionCard>
      </div>

      <div className="mt-6">
        <MyAvailabilityCard range={callTimes} />
      </div>

      <VisitDialog open={editing?.kind === 'visit'} onOpenChange={(open) => !open && setEditing(null)} visit={editing?.kind === 'visit' ? editing.visit : undefined} date={startDate} />
      <InstallationDialog
        open={editing?.kind === 'installation'}
        onOpenChange={(open) => !open && setEditing(null)}
        draft={editing?.kind === 'installation' ? editing.draft : undefined}
        date={startDate}
      />
    </>
  );
}

function EventActions({ event, onEdit }: { event: ScheduleEvent; onEdit: (editing: Editing) => void }) {
  const who = eventWho(event);
  const visit = visitFromEvent(event);
  if (visit) {
    return (
      <Button variant="secondary" size="sm" aria-label={`Edit visit: ${who}`} onClick={() => onEdit({ kind: 'visit', visit })}>
        <Pencil aria-hidden="true" />
        Edit visit
      </Button>
    );
  }
  const draft = installationFromEvent(event);
  if (draft) {
    return (
      <Button variant="secondary" size="sm" aria-label={`Reschedule: ${who}`} onClick={() => onEdit({ kind: 'installation', draft })}>
        <Pencil aria-hidden="true" />
        Reschedule
      </Button>
    );
  }
  const bookingId = event.id.slice(event.id.indexOf(':') + 1);
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={callCalendarHref(bookingId)} download aria-label={`Add to calendar: call with ${who}`}>
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
    </Button>
  );
}
