import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { INSTALLATION_STATUSES, PRODUCT_TYPES, TIME_SLOTS } from '../../../shared/constants/operations';
import { PROJECT_STAGES } from '../../../shared/constants/stages';
import type { ProjectSpecification } from '../../../shared/schemas/projects';
import { users } from './auth';
import { companies } from './companies';
import { teams } from './teams';

export const projectStageEnum = pgEnum('project_stage', PROJECT_STAGES);
export const productTypeEnum = pgEnum('product_type', PRODUCT_TYPES);
export const installationStatusEnum = pgEnum('installation_status', INSTALLATION_STATUSES);
// Declared here rather than beside the site visits that share it, so both tables can use it without an import cycle.
export const timeSlotEnum = pgEnum('time_slot', TIME_SLOTS);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('In Progress'),
    stage: projectStageEnum('stage').notNull().default('contract_deposit'),
    startDate: date('start_date'),
    estimatedCompletion: date('estimated_completion'),
    /** The day the project reached its last stage (completed): guarantees run from it. Null before. */
    completedOn: date('completed_on'),
    installDate: date('install_date'),
    installSlot: timeSlotEnum('install_slot').notNull().default('all_day'),
    installTeamId: uuid('install_team_id'),
    installStatus: installationStatusEnum('install_status').notNull().default('pending_survey'),
    productType: productTypeEnum('product_type').notNull().default('garden_room'),
    /** Where the building goes: shown as the installation's location. */
    siteAddress: text('site_address'),
    /** When the customer confirmed their details in onboarding. */
    detailsConfirmedAt: timestamp('details_confirmed_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    // Validated by zProjectSpecification on every write.
    specification: jsonb('specification').$type<ProjectSpecification>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_id_idx').on(t.companyId),
    index('projects_customer_id_idx').on(t.companyId, t.customerId),
    index('projects_install_date_idx').on(t.companyId, t.installDate),
    // Installations still to do: the staff dashboard's table and count.
    index('projects_open_installs_idx').on(t.companyId, t.installDate).where(sql`${t.stage} <> 'completed'`),
    index('projects_stage_idx').on(t.companyId, t.stage),
    unique('projects_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'projects_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }).onDelete('restrict'),
    // ON DELETE SET NULL ("install_team_id") in the database (migration 0031): only install_team_id is cleared, never company_id.
    foreignKey({ name: 'projects_install_team_id_teams_id_fk', columns: [t.companyId, t.installTeamId], foreignColumns: [teams.companyId, teams.id] }).onDelete('set null'),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
