import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    projectId: text('project_id').notNull(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [
    index('project_milestones_project_idx').on(t.companyId, t.projectId),
    foreignKey({ name: 'project_milestones_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
  ],
);

export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
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
    unique('payment_items_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'payment_items_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
  ],
);

/** Every change of a payment item's status, with who did it and what they said. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    actorId: text('actor_id').notNull(),
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
  (t) => [
    index('payment_events_payment_idx').on(t.companyId, t.paymentId),
    foreignKey({ name: 'payment_events_payment_id_payment_items_id_fk', columns: [t.companyId, t.paymentId], foreignColumns: [paymentItems.companyId, paymentItems.id] }).onDelete('cascade'),
    foreignKey({ name: 'payment_events_actor_id_users_id_fk', columns: [t.companyId, t.actorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** A retried state-changing request answers with the first result instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    /** SHA-256 of the request's method, path and body: a key reused for another request is refused. */
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    foreignKey({ name: 'idempotency_keys_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
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
    matchedPaymentId: uuid('matched_payment_id'),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_fingerprint_idx').on(t.companyId, t.fingerprint),
    foreignKey({ name: 'bank_statement_lines_matched_payment_id_payment_items_id_fk', columns: [t.companyId, t.matchedPaymentId], foreignColumns: [paymentItems.companyId, paymentItems.id] }),
    foreignKey({ name: 'bank_statement_lines_imported_by_users_id_fk', columns: [t.companyId, t.importedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);
