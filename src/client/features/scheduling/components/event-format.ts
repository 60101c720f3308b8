import { INSTALLATION_STATUS_LABELS, TIME_SLOT_LABELS } from '@/shared/constants/operations';
import type { ScheduleEvent, ScheduleEventKind } from '@/shared/schemas/scheduling';

export const EVENT_KIND_LABELS: Record<ScheduleEventKind, string> = {
  installation: 'Installation',
  survey: 'Site survey',
  delivery: 'Delivery',
  call: 'Call',
  demo: 'Demo',
};

/** One letter each, so a marker on a phone-sized day still says what it is (with the legend). */
export const EVENT_KIND_LETTERS: Record<ScheduleEventKind, string> = { installation: 'I', survey: 'S', delivery: 'D', call: 'C', demo: 'C' };

/** Colours from the theme's paired tokens, readable in light and dark; the letter carries the meaning too. */
export const EVENT_KIND_STYLES: Record<ScheduleEventKind, string> = {
  installation: 'bg-brand-subtle text-brand-ink',
  survey: 'bg-warning-subtle text-warning-ink',
  delivery: 'bg-success-subtle text-success-ink',
  call: 'bg-subtle text-foreground ring-1 ring-inset ring-border-strong',
  demo: 'bg-subtle text-foreground ring-1 ring-inset ring-border-strong',
};

const LONDON = 'Europe/London';
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "10:00": calls are booked on UK time, whatever the reader's clock says. */
export function londonTime(instant: string): string {
  return TIME.format(new Date(instant));
}

/** "Tue 5 May 2026" for an instant, on the UK calendar. */
export function londonDay(instant: string): string {
  return DAY.format(new Date(instant)).replace(/,/g, '');
}

/** The UK calendar day (YYYY-MM-DD) an instant falls on. */
export function londonIsoDay(instant: string): string {
  return ISO_DAY.format(new Date(instant));
}

/** "Morning (8:00–12:00)" for a day's work, "10:00–10:30" for a call. */
export function eventWhen(event: Pick<ScheduleEvent, 'slot' | 'startsAt' | 'durationMinutes'>): string {
  if (event.startsAt) {
    const end = new Date(new Date(event.startsAt).getTime() + (event.durationMinutes ?? 0) * 60_000).toISOString();
    return `${londonTime(event.startsAt)}–${londonTime(end)}`;
  }
  return event.slot ? TIME_SLOT_LABELS[event.slot] : '';
}

/** Who or what an event is for, in a few words: the customer, else the project. */
export function eventWho(event: ScheduleEvent): string {
  return event.customerName || event.projectName || 'Unnamed';
}

/** The one-line label a day's marker reads out: "Installation: Lucy Ward". */
export function eventSummary(event: ScheduleEvent): string {
  return `${EVENT_KIND_LABELS[event.kind]}: ${eventWho(event)}`;
}

export function installStatusLabel(event: ScheduleEvent): string | null {
  return event.installStatus ? INSTALLATION_STATUS_LABELS[event.installStatus] : null;
}
