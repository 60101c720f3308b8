import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Emails are written here in the same transaction as the change they report,
 * then delivered by a worker: a failed send never rolls back the change, and a
 * rolled-back change never sends an email.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** What the email is about, for logs and tests: 'bank-details-changed', 'invitation', … */
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * The HTML part, in the company's brand as it was when the email was queued (null for an email
     * queued before emails had one: its HTML is made from the text when sent). A one-time link is
     * a placeholder here too.
     */
    htmlBody: text('html_body'),
    /**
     * Live secrets (a reset or invitation token) the body refers to by placeholder, kept only
     * until the email is sent; the stored copy never holds them afterwards.
     */
    secretValues: jsonb('secret_values').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a delivery job was queued for it (docs/decisions/0014): each email gets one. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /**
     * Set, and committed, just before the mail server is asked to take it; cleared when it refuses.
     * Still set on a later attempt means the server stopped mid-send: it is not sent again.
     */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_undispatched_idx').on(t.createdAt).where(sql`dispatched_at is null`), index('email_outbox_company_idx').on(t.companyId, t.createdAt)],
);
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
