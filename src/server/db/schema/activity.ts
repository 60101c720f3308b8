import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES } from '../../../shared/schemas/activity';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const activityTypeEnum = pgEnum('activity_type', ACTIVITY_TYPES);

/** What happened, written by the services as it happens: the staff dashboard's Recent Activity. */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id'),
    actorId: text('actor_id').notNull(),
    type: activityTypeEnum('type').notNull(),
    description: text('description').notNull(),
    /** The row the event is about (a note, a ticket…), where its visibility can change later. */
    subjectId: text('subject_id'),
    /** Whether the project's customer sees it too. */
    isPublic: boolean('is_public').notNull().default(false),
    // clock_timestamp, not now(): two events of one transaction (approval, then the stage it moves to) keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('activity_company_idx').on(t.companyId, t.createdAt),
    index('activity_project_idx').on(t.companyId, t.projectId, t.createdAt),
    index('activity_subject_idx').on(t.subjectId),
    foreignKey({ name: 'activity_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'activity_actor_id_users_id_fk', columns: [t.companyId, t.actorId], foreignColumns: [users.companyId, users.id] }),
  ],
);
