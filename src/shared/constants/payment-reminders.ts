/**
 * The moments a customer is reminded of a payment. The automatic ones go once per item and kind;
 * `manual` is staff's "Send reminder" and may go again.
 */
export const AUTOMATIC_REMINDER_KINDS = ['before_due', 'due_today', 'overdue_3', 'overdue_10'] as const;
export type AutomaticReminderKind = (typeof AUTOMATIC_REMINDER_KINDS)[number];

export const PAYMENT_REMINDER_KINDS = [...AUTOMATIC_REMINDER_KINDS, 'manual'] as const;
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number];

/** Days before the due date of the first reminder, unless the company chose otherwise. */
export const DEFAULT_REMINDER_DAYS_BEFORE = 7;
export const MIN_REMINDER_DAYS_BEFORE = 1;
export const MAX_REMINDER_DAYS_BEFORE = 30;

/** Days after the due date of the two overdue reminders. */
export const OVERDUE_REMINDER_DAYS = { overdue_3: 3, overdue_10: 10 } as const;
