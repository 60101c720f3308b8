import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_REMINDER_KINDS } from '../../../shared/constants/payment-reminders';
import { users } from './auth';
import { companies } from './companies';
import { paymentItems } from './payments';

export const paymentReminderKindEnum = pgEnum('payment_reminder_kind', PAYMENT_REMINDER_KINDS);

/**
 * Every reminder a customer was emailed about a payment item, written in the transaction that
 * queues the email. An automatic kind is kept once per item (the partial unique index), so two
 * servers running the schedule at once send it once: the insert that wins queues the email.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    kind: paymentReminderKindEnum('kind').notNull(),
    /** The due date the reminder spoke of (the item's date may move later). */
    dueDate: date('due_date'),
    /** Who sent a manual reminder; null for the automatic ones. */
    sentBy: text('sent_by'),
    toEmail: text('to_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('payment_reminders_once_idx').on(t.companyId, t.paymentId, t.kind).where(sql`kind <> 'manual'`),
    index('payment_reminders_payment_idx').on(t.companyId, t.paymentId, t.createdAt),
    foreignKey({ name: 'payment_reminders_payment_id_payment_items_id_fk', columns: [t.companyId, t.paymentId], foreignColumns: [paymentItems.companyId, paymentItems.id] }).onDelete('cascade'),
    foreignKey({ name: 'payment_reminders_sent_by_users_id_fk', columns: [t.companyId, t.sentBy], foreignColumns: [users.companyId, users.id] }),
  ],
);
export type PaymentReminderRow = typeof paymentReminders.$inferSelect;
