import { MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScheduleEvent } from '@/shared/schemas/scheduling';
import { cn } from '@/client/lib/cn';
import { formatDayDate } from '@/client/lib/format';
import { EVENT_KIND_LABELS, EVENT_KIND_LETTERS, EVENT_KIND_STYLES, eventWhen, installStatusLabel } from './event-format';

interface DayEventsProps {
  date: string;
  events: ScheduleEvent[];
  /** Buttons for one event (edit, reschedule, calendar file). */
  actions?: (event: ScheduleEvent) => ReactNode;
  /** Shown when the day is empty. */
  empty?: string;
  headingLevel?: 'h2' | 'h3';
}

/** The chosen day's events, in the calendar's order, each with what, when, who and where. */
export function DayEvents({ date, events, actions, empty = 'Nothing booked on this day.', headingLevel: Heading = 'h3' }: DayEventsProps) {
  const title = formatDayDate(date) ?? date;
  return (
    <section aria-label={title} aria-live="polite">
      <Heading className="text-sm font-semibold text-foreground">{title}</Heading>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-xl border border-border p-3">
              <EventDetails event={event} />
              {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(event)}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventDetails({ event }: { event: ScheduleEvent }) {
  const status = installStatusLabel(event);
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={cn('inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold', EVENT_KIND_STYLES[event.kind])}>
          <span aria-hidden="true">{EVENT_KIND_LETTERS[event.kind]}</span>
          {EVENT_KIND_LABELS[event.kind]}
        </span>
        <span className="text-muted">{eventWhen(event)}</span>
        {status && <span className="text-xs text-muted">· {status}</span>}
      </p>
      <p className="mt-1.5 font-medium break-words text-foreground">
        {event.customerName ?? 'Unknown customer'}
        {event.projectName && <span className="font-normal text-muted"> · {event.projectName}</span>}
      </p>
      {(event.teamName || event.staffName) && (
        <p className="mt-1 flex items-center gap-1.5 text-muted">
          <Users aria-hidden="true" className="size-3.5 shrink-0" />
          {event.teamName ?? `With ${event.staffName}`}
        </p>
      )}
      {event.location && (
        <p className="mt-1 flex items-center gap-1.5 break-words text-muted">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {event.location}
        </p>
      )}
      {(event.topic || event.notes) && <p className="mt-1.5 break-words whitespace-pre-line text-foreground">{event.topic ?? event.notes}</p>}
    </div>
  );
}
