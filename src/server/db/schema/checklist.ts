import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHECKLIST_ITEM_TYPES, CHECKLIST_VISIBILITIES } from '../../../shared/schemas/checklist';
import { users } from './auth';
import { companies } from './companies';
import { projects, projectStageEnum } from './projects';

export const checklistItemTypeEnum = pgEnum('checklist_item_type', CHECKLIST_ITEM_TYPES);
export const checklistVisibilityEnum = pgEnum('checklist_visibility', CHECKLIST_VISIBILITIES);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: checklistItemTypeEnum('type').notNull(),
    visibility: checklistVisibilityEnum('visibility').notNull().default('public'),
    dueDate: date('due_date'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    /** The build stage the item belongs to; null for one that matters throughout. */
    stage: projectStageEnum('stage'),
    /** Order within a stage, kept from the template the item was copied from. */
    position: integer('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklist_items_project_idx').on(t.companyId, t.projectId),
    // Deleting a user (a pruned demo copy's 30) checks this reference once per user: without the
    // index each check read every checklist item of every company. Few items are ever completed.
    index('checklist_items_completed_by_idx').on(t.completedBy).where(sql`completed_by is not null`),
    foreignKey({ name: 'checklist_items_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'checklist_items_completed_by_users_id_fk', columns: [t.companyId, t.completedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type ChecklistItemRow = typeof checklistItems.$inferSelect;

/**
 * The company's default checklist: copied onto every new project, then the
 * project's own copy is edited freely (a template change never rewrites projects).
 */
export const checklistTemplateItems = pgTable(
  'checklist_template_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: checklistItemTypeEnum('type').notNull(),
    visibility: checklistVisibilityEnum('visibility').notNull().default('public'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    stage: projectStageEnum('stage'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checklist_template_items_company_idx').on(t.companyId, t.position)],
);

export type ChecklistTemplateItemRow = typeof checklistTemplateItems.$inferSelect;
