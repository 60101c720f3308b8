import { foreignKey, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    projectId: text('project_id').notNull(),
    customerId: text('customer_id').notNull(),
    decision: designDecisionEnum('decision').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('design_decisions_project_idx').on(t.companyId, t.projectId),
    foreignKey({ name: 'design_decisions_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'design_decisions_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }),
  ],
);
