import { z } from 'zod';
import { MAX_REMINDER_DAYS_BEFORE, MIN_REMINDER_DAYS_BEFORE, PAYMENT_REMINDER_KINDS } from '../constants/payment-reminders';

/** Settings → Payment reminders: whether customers are reminded, and how many days before a due date the first one goes. */
export const zPaymentReminderSettings = z.object({
  enabled: z.boolean('Say whether reminders are on'),
  daysBefore: z.coerce
    .number('Enter a number of days')
    .int('Use whole days')
    .min(MIN_REMINDER_DAYS_BEFORE, `At least ${MIN_REMINDER_DAYS_BEFORE} day`)
    .max(MAX_REMINDER_DAYS_BEFORE, `At most ${MAX_REMINDER_DAYS_BEFORE} days`),
});
export type PaymentReminderSettingsInput = z.input<typeof zPaymentReminderSettings>;
export type PaymentReminderSettings = z.output<typeof zPaymentReminderSettings>;

export const zPaymentReminderKind = z.enum(PAYMENT_REMINDER_KINDS);

/** A reminder the customer was emailed, as staff see it in a payment's history and the payments list. */
export const zPaymentReminder = z.object({
  id: z.string(),
  kind: zPaymentReminderKind,
  /** The due date the reminder spoke of. */
  dueDate: z.string().nullable(),
  sentAt: z.string(),
  /** Who sent it by hand; null for the automatic ones. */
  sentBy: z.string().nullable(),
});
export type PaymentReminder = z.infer<typeof zPaymentReminder>;

/** POST /api/payments/{id}/reminders: the reminder queued, and who it goes to. */
export const zReminderSent = z.object({ reminder: zPaymentReminder, customerName: z.string() });
export type ReminderSent = z.infer<typeof zReminderSent>;

const KIND_WORDS: Record<z.infer<typeof zPaymentReminderKind>, string> = {
  before_due: 'before the due date',
  due_today: 'on the due date',
  overdue_3: '3 days overdue',
  overdue_10: '10 days overdue',
  manual: 'sent by hand',
};

/** "3 days overdue", "before the due date": what a reminder was, in a few words. */
export function reminderKindWords(kind: z.infer<typeof zPaymentReminderKind>): string {
  return KIND_WORDS[kind];
}
