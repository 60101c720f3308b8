import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_EVENT_KINDS, PAYMENT_METHODS, STORED_PAYMENT_STATUSES } from '../../../shared/constants/payments';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const paymentStatusEnum = pgEnum('payment_status', STORED_PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentEventKindEnum = pgEnum('payment_event_kind', PAYMENT_EVENT_KINDS);

export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date').notNull(),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [index('project_milestones_project_idx').on(t.companyId, t.projectId)],
);

export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amountPence: integer('amount_pence').notNull(),
    dueDate: date('due_date'),
    // Schedule order among items due on the same day (and for items with no date).
    position: integer('position').notNull().default(0),
    status: paymentStatusEnum('status').notNull().default('pending'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    paymentMethod: paymentMethodEnum('payment_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_items_project_idx').on(t.companyId, t.projectId),
    index('payment_items_status_idx').on(t.companyId, t.status, t.dueDate),
    // The staff list's order (transfers to verify first, then by due date), so page 1 reads a few rows, not all.
    index('payment_items_staff_order_idx').on(
      t.companyId,
      sql`(${t.status} = 'pending_verification') desc`,
      sql`${t.dueDate} asc nulls last`,
      t.position,
      t.id,
    ),
    check('payment_items_amount_positive', sql`${t.amountPence} > 0`),
  ],
);

/** Every change of a payment item's status, with who did it and what they said. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull().references(() => paymentItems.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').notNull().references(() => users.id),
    kind: paymentEventKindEnum('kind').notNull(),
    fromStatus: paymentStatusEnum('from_status').notNull(),
    toStatus: paymentStatusEnum('to_status').notNull(),
    reference: text('reference'),
    amountPence: integer('amount_pence'),
    transferDate: date('transfer_date'),
    reason: text('reason'),
    /** The bank statement line a reconciliation matched to this payment. */
    statementLineId: uuid('statement_line_id'),
    /** A verification despite a confirmed amount that differs: the amount staff checked had arrived. */
    acknowledgedAmountPence: integer('acknowledged_amount_pence'),
    // clock_timestamp, not now(): an event committed later never carries an earlier time than one before it.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('payment_events_payment_idx').on(t.companyId, t.paymentId)],
);

/** A retried state-changing request answers with the first result instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    /** SHA-256 of the request's method, path and body: a key reused for another request is refused. */
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type PaymentItemRow = typeof paymentItems.$inferSelect;

/** Lines of imported bank statements (money in), kept once per company however often imported. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    amountPence: integer('amount_pence').notNull(),
    matchedPaymentId: uuid('matched_payment_id').references(() => paymentItems.id),
    importedBy: text('imported_by').notNull().references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_lines_fingerprint_idx').on(t.companyId, t.fingerprint)],
);
