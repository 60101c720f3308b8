import { INSTALLATION_STATUS_LABELS, TIME_SLOT_LABELS } from '@/shared/constants/operations';
import { londonTime } from '@/shared/dates';
import type { ScheduleEvent, ScheduleEventKind } from '@/shared/schemas/scheduling';

export const EVENT_KIND_LABELS: Record<ScheduleEventKind, string> = {
  installation: 'Installation',
  survey: 'Site survey',
  delivery: 'Delivery',
  aftercare: 'Aftercare visit',
  call: 'Call',
  demo: 'Demo',
};

/** One letter each, so a marker on a phone-sized day still says what it is (with the legend). */
export const EVENT_KIND_LETTERS: Record<ScheduleEventKind, string> = { installation: 'I', survey: 'S', delivery: 'D', aftercare: 'A', call: 'C', demo: 'C' };

/** Colours from the theme's paired tokens, readable in light and dark; the letter carries the meaning too. */
export const EVENT_KIND_STYLES: Record<ScheduleEventKind, string> = {
  installation: 'bg-brand-subtle text-brand-ink',
  survey: 'bg-warning-subtle text-warning-ink',
  delivery: 'bg-success-subtle text-success-ink',
  aftercare: 'bg-danger-subtle text-danger-ink',
  call: 'bg-subtle text-foreground ring-1 ring-inset ring-border-strong',
  demo: 'bg-subtle text-foreground ring-1 ring-inset ring-border-strong',
};

/** "Morning (8:00–12:00)" for a day's work, "10:00–10:30" for a call, on UK time: calls are booked on it. */
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
