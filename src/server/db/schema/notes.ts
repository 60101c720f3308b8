import { boolean, foreignKey, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTE_TYPES, NOTE_VISIBILITIES } from '../../../shared/schemas/notes';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const noteTypeEnum = pgEnum('note_type', NOTE_TYPES);
export const noteVisibilityEnum = pgEnum('note_visibility', NOTE_VISIBILITIES);

export const projectNotes = pgTable(
  'project_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    authorId: text('author_id').notNull(),
    content: text('content').notNull(),
    type: noteTypeEnum('type').notNull().default('info'),
    visibility: noteVisibilityEnum('visibility').notNull().default('public'),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_notes_project_idx').on(t.companyId, t.projectId, t.createdAt),
    foreignKey({ name: 'project_notes_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'project_notes_author_id_users_id_fk', columns: [t.companyId, t.authorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type NoteRow = typeof projectNotes.$inferSelect;
