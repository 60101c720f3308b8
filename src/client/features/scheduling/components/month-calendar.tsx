import { format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, use, useEffect, useRef } from 'react';
import { DayPicker, type ChevronProps, type DayButtonProps } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import type { ScheduleEvent } from '@/shared/schemas/scheduling';
import { cn } from '@/client/lib/cn';
import { EVENT_KIND_LABELS, EVENT_KIND_LETTERS, EVENT_KIND_STYLES, eventSummary, eventWho } from './event-format';

interface CalendarView {
  eventsByDay: ReadonlyMap<string, ScheduleEvent[]>;
  compact: boolean;
}

// DayPicker wants its custom components to stay the same between renders, so the day's events reach them through context.
const CalendarViewContext = createContext<CalendarView>({ eventsByDay: new Map(), compact: false });

/** How many events a day names in full before "+N more". */
const SHOWN_PER_DAY = 3;

interface MonthCalendarProps {
  /** The first day of the month on show. */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** The chosen day, YYYY-MM-DD. */
  selected: string;
  onSelect: (isoDate: string) => void;
  eventsByDay: ReadonlyMap<string, ScheduleEvent[]>;
  /** Today on the UK calendar, YYYY-MM-DD. */
  today: string;
  /** One-letter markers only: for narrow cards such as the dashboard's. */
  compact?: boolean;
  busy?: boolean;
}

/**
 * A month grid of days, each with markers for its events. DayPicker supplies the grid semantics
 * and the keyboard (arrows move by day and week, Page Up/Down by month, Home/End to the
 * week's ends, Enter selects); each day's button reads out its events.
 */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, eventsByDay, today, compact = false, busy = false }: MonthCalendarProps) {
  return (
    <CalendarViewContext value={{ eventsByDay, compact }}>
      <div aria-busy={busy || undefined}>
        <DayPicker
          mode="single"
          required
          locale={enGB}
          weekStartsOn={1}
          fixedWeeks
          showOutsideDays
          month={month}
          onMonthChange={onMonthChange}
          selected={parseISO(selected)}
          onSelect={(date) => {
            onSelect(format(date, 'yyyy-MM-dd'));
            // A day of the next or previous month, picked from the grid's edges, brings its month into view.
            if (date.getMonth() !== month.getMonth()) onMonthChange(new Date(date.getFullYear(), date.getMonth(), 1));
          }}
          today={parseISO(today)}
          components={{ DayButton: EventDayButton, Chevron: NavChevron }}
          formatters={{ formatWeekdayName: (date) => format(date, compact ? 'EEEEE' : 'EEE', { locale: enGB }) }}
          labels={{
            labelPrevious: () => 'Previous month',
            labelNext: () => 'Next month',
            labelDayButton: (date, modifiers) => dayLabel(date, eventsByDay.get(format(date, 'yyyy-MM-dd')) ?? [], modifiers.today ?? false),
          }}
          classNames={{
            root: 'w-full',
            months: 'relative',
            month: 'w-full',
            month_caption: 'flex h-10 items-center pr-24',
            caption_label: 'font-display text-lg font-semibold text-foreground',
            nav: 'absolute top-0 right-0 flex gap-2',
            button_previous: NAV_BUTTON,
            button_next: NAV_BUTTON,
            month_grid: 'mt-3 w-full table-fixed border-collapse',
            weekday: 'pb-2 text-center text-xs font-medium text-muted',
            day: 'h-px border border-border p-0 align-top',
            outside: 'bg-subtle',
            hidden: 'invisible',
          }}
        />
      </div>
    </CalendarViewContext>
  );
}

const NAV_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-xs hover:bg-subtle disabled:opacity-60';

function NavChevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-4" />;
}

/** "Tuesday 5 May 2026, today, 2 events: Installation: Lucy Ward; Delivery: Harry Cooper". */
function dayLabel(date: Date, events: ScheduleEvent[], isToday: boolean): string {
  const day = `${format(date, 'EEEE d MMMM yyyy', { locale: enGB })}${isToday ? ', today' : ''}`;
  if (events.length === 0) return `${day}, nothing booked`;
  const named = events.slice(0, 4).map(eventSummary);
  const more = events.length > named.length ? `; and ${events.length - named.length} more` : '';
  return `${day}, ${events.length} ${events.length === 1 ? 'event' : 'events'}: ${named.join('; ')}${more}`;
}

function EventDayButton({ day, modifiers, className, children, ...buttonProps }: DayButtonProps) {
  const { eventsByDay, compact } = use(CalendarViewContext);
  const events = eventsByDay.get(day.isoDate) ?? [];
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves keyboard focus by marking a day "focused"; its own day button focuses itself the same way.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  void className;
  return (
    <button
      {...buttonProps}
      ref={ref}
      className={cn(
        'flex h-full w-full flex-col items-stretch gap-1 p-1 text-left hover:bg-subtle focus-visible:outline-offset-[-2px] sm:p-1.5',
        compact ? 'min-h-12' : 'min-h-14 md:min-h-24',
        modifiers.selected && 'bg-brand-subtle/60 ring-2 ring-brand-ink ring-inset hover:bg-brand-subtle/60',
      )}
    >
      <span
        className={cn(
          'inline-flex size-6 items-center justify-center self-start rounded-full text-xs font-semibold',
          modifiers.today ? 'bg-primary text-primary-fg' : modifiers.outside ? 'text-muted' : 'text-foreground',
        )}
      >
        {children}
      </span>
      {events.length > 0 && (
        <span aria-hidden="true" className="flex min-w-0 flex-col gap-0.5">
          {compact ? <LetterMarkers events={events} /> : <FullMarkers events={events} />}
        </span>
      )}
    </button>
  );
}

/** Phones and narrow cards: one small letter pill per kind, with a count. */
function LetterMarkers({ events, className }: { events: ScheduleEvent[]; className?: string }) {
  const counts = new Map<ScheduleEvent['kind'], number>();
  for (const event of events) counts.set(event.kind, (counts.get(event.kind) ?? 0) + 1);
  return (
    <span className={cn('flex flex-wrap gap-0.5', className)}>
      {[...counts].map(([kind, count]) => (
        <span key={kind} title={EVENT_KIND_LABELS[kind]} className={cn('rounded px-1 text-[0.6875rem] leading-4 font-bold', EVENT_KIND_STYLES[kind])}>
          {EVENT_KIND_LETTERS[kind]}
          {count > 1 ? count : ''}
        </span>
      ))}
    </span>
  );
}

/** Wide screens: who each event is for, kind by colour and letter; letters on phones. */
function FullMarkers({ events }: { events: ScheduleEvent[] }) {
  const shown = events.slice(0, SHOWN_PER_DAY);
  return (
    <>
      <LetterMarkers events={events} className="md:hidden" />
      <span className="hidden min-w-0 flex-col gap-0.5 md:flex">
        {shown.map((event) => (
          <span key={event.id} className={cn('flex min-w-0 items-center gap-1 rounded px-1 text-[0.6875rem] leading-4', EVENT_KIND_STYLES[event.kind])}>
            <span className="font-bold">{EVENT_KIND_LETTERS[event.kind]}</span>
            <span className="truncate">{eventWho(event)}</span>
          </span>
        ))}
        {events.length > shown.length && <span className="px-1 text-[0.6875rem] leading-4 text-muted">+{events.length - shown.length} more</span>}
      </span>
    </>
  );
}

/** What the letters and colours mean, under the grid. */
export function CalendarLegend({ kinds }: { kinds: readonly ScheduleEvent['kind'][] }) {
  return (
    <ul aria-label="Key" className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('rounded px-1 text-[0.6875rem] leading-4 font-bold', EVENT_KIND_STYLES[kind])}>
            {EVENT_KIND_LETTERS[kind]}
          </span>
          {EVENT_KIND_LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}
