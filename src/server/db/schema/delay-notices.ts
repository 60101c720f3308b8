import { date, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

/**
 * Staff telling the customer the installation moves, and why. Kept as history:
 * the project's install date holds the current date, the newest notice explains it.
 */
export const projectDelayNotices = pgTable(
  'project_delay_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    authorId: text('author_id').notNull(),
    reason: text('reason').notNull(),
    previousInstallDate: date('previous_install_date'),
    revisedInstallDate: date('revised_install_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_delay_notices_project_idx').on(t.companyId, t.projectId, t.createdAt),
    foreignKey({ name: 'project_delay_notices_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'project_delay_notices_author_id_users_id_fk', columns: [t.companyId, t.authorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type DelayNoticeRow = typeof projectDelayNotices.$inferSelect;
