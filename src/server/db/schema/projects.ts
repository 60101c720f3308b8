import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_STAGES } from '../../../shared/constants/stages';
import type { ProjectSpecification } from '../../../shared/schemas/projects';
import { users } from './auth';
import { companies } from './companies';

export const projectStageEnum = pgEnum('project_stage', PROJECT_STAGES);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('In Progress'),
    stage: projectStageEnum('stage').notNull().default('contract_deposit'),
    startDate: date('start_date'),
    estimatedCompletion: date('estimated_completion'),
    installDate: date('install_date'),
    progress: integer('progress').notNull().default(0),
    // Validated by zProjectSpecification on every write.
    specification: jsonb('specification').$type<ProjectSpecification>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_company_id_idx').on(t.companyId), index('projects_customer_id_idx').on(t.companyId, t.customerId)],
);

export type ProjectRow = typeof projects.$inferSelect;
