import { addDays, format, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { useMemo, useState } from 'react';
import { todayInLondon } from '@/shared/dates';
import type { DateRange, ScheduleEvent } from '@/shared/schemas/scheduling';

/** The six weeks a month grid shows (Monday first): 42 days, within what one schedule request may ask for. */
export function gridRange(month: Date): DateRange {
  const start = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  return { from: format(start, 'yyyy-MM-dd'), to: format(addDays(start, 41), 'yyyy-MM-dd') };
}

/** The month a calendar opens on: today's (London's today, which the server knows as well as the browser). */
export function openingMonth(today: string = todayInLondon()): Date {
  return startOfMonth(parseISO(today));
}

/** The weeks a calendar asks for when it opens: its page's loader asks for the same. */
export function openingRange(today: string = todayInLondon()): DateRange {
  return gridRange(openingMonth(today));
}

export function groupByDay(events: readonly ScheduleEvent[] | undefined): Map<string, ScheduleEvent[]> {
  const days = new Map<string, ScheduleEvent[]>();
  for (const event of events ?? []) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}

/**
 * The month on show and the chosen day. Moving to another month chooses its first day, or
 * today in the current month, so the day list always belongs to the grid on screen.
 */
export function useMonthView() {
  const today = todayInLondon();
  const [month, setMonth] = useState(() => openingMonth(today));
  const [selected, setSelected] = useState(today);
  const range = useMemo(() => gridRange(month), [month]);

  function changeMonth(next: Date) {
    const first = startOfMonth(next);
    setMonth(first);
    setSelected((current) => (isSameMonth(parseISO(current), first) ? current : isSameMonth(parseISO(today), first) ? today : format(first, 'yyyy-MM-dd')));
  }

  return { today, month, changeMonth, selected, setSelected, range };
}
