import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';
import { projects, projectStageEnum } from './projects';

/**
 * What the team did on site, posted on a project. An internal entry is the team's alone: it, and
 * its photos' files, never reach the customer (the files are marked staff-only).
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    body: text('body').notNull(),
    /** The build stage the work belongs to (not necessarily the project's stage today). */
    stage: projectStageEnum('stage').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('diary_entries_project_idx').on(t.companyId, t.projectId, t.createdAt),
    unique('diary_entries_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'diary_entries_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'diary_entries_created_by_users_id_fk', columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

/**
 * One photo of an entry: the original as uploaded (staff-only, it keeps the camera's metadata)
 * and the two WebP sizes shown, which carry none.
 */
export const diaryPhotos = pgTable(
  'diary_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    position: integer('position').notNull(),
    originalFileId: uuid('original_file_id').notNull(),
    smallFileId: uuid('small_file_id').notNull(),
    largeFileId: uuid('large_file_id').notNull(),
    /** The large size's, upright, so the page reserves the right shape. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('diary_photos_entry_idx').on(t.companyId, t.entryId, t.position),
    foreignKey({ name: 'diary_photos_entry_id_diary_entries_id_fk', columns: [t.companyId, t.entryId], foreignColumns: [diaryEntries.companyId, diaryEntries.id] }).onDelete('cascade'),
    foreignKey({ name: 'diary_photos_original_file_id_stored_files_id_fk', columns: [t.companyId, t.originalFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'diary_photos_small_file_id_stored_files_id_fk', columns: [t.companyId, t.smallFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'diary_photos_large_file_id_stored_files_id_fk', columns: [t.companyId, t.largeFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
  ],
);

/**
 * The daily summary each customer was emailed, one per customer and UK day (the unique key):
 * the schedule's insert that wins queues the email, so two servers send it once.
 */
export const diaryDigests = pgTable(
  'diary_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** The UK calendar day it was sent for. */
    day: date('day').notNull(),
    /** Entries posted up to this moment are in it; the next summary starts after it. */
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    entryCount: integer('entry_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('diary_digests_once_a_day_key').on(t.companyId, t.customerId, t.day),
    foreignKey({ name: 'diary_digests_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
);

export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
export type DiaryPhotoRow = typeof diaryPhotos.$inferSelect;
