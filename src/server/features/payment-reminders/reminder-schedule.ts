import { shiftIsoDate } from '../../../shared/dates';
import { OVERDUE_REMINDER_DAYS, type AutomaticReminderKind } from '../../../shared/constants/payment-reminders';

/**
 * A reminder whose day has passed is still sent the day after (a server down over midnight, a run
 * that failed), but never later: a customer is not told "due today" days after the due date.
 */
export const CATCH_UP_DAYS = 1;

/** The days of an item's automatic reminders, earliest first. */
export function reminderDays(dueDate: string, daysBefore: number): { kind: AutomaticReminderKind; day: string }[] {
  return [
    { kind: 'before_due', day: shiftIsoDate(dueDate, -daysBefore) },
    { kind: 'due_today', day: dueDate },
    { kind: 'overdue_3', day: shiftIsoDate(dueDate, OVERDUE_REMINDER_DAYS.overdue_3) },
    { kind: 'overdue_10', day: shiftIsoDate(dueDate, OVERDUE_REMINDER_DAYS.overdue_10) },
  ];
}

/**
 * The reminder due for an item on `today` (London), if any: the latest of its reminder days that
 * has come, and only while that day is at most CATCH_UP_DAYS ago. So a late run sends one
 * reminder, the latest, never a pile of them, and never one whose moment has long gone.
 */
export function dueReminderKind(dueDate: string, today: string, daysBefore: number): AutomaticReminderKind | null {
  const reached = reminderDays(dueDate, daysBefore).filter((r) => r.day <= today);
  const latest = reached.at(-1);
  if (!latest) return null;
  return shiftIsoDate(latest.day, CATCH_UP_DAYS) >= today ? latest.kind : null;
}

/** The widest span of due dates that can have a reminder due today: 10 days overdue plus catch-up, to 30 days ahead. */
export function dueDateWindow(today: string, maxDaysBefore: number): { from: string; to: string } {
  return { from: shiftIsoDate(today, -(OVERDUE_REMINDER_DAYS.overdue_10 + CATCH_UP_DAYS)), to: shiftIsoDate(today, maxDaysBefore) };
}
