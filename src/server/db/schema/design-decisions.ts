import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const designDecisionEnum = pgEnum('design_decision', ['approve', 'request_changes']);

/** The customer's answers at design confirmation: approvals and change requests, kept. */
export const designDecisions = pgTable(
  'design_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull().references(() => users.id),
    decision: designDecisionEnum('decision').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_decisions_project_idx').on(t.companyId, t.projectId)],
);
