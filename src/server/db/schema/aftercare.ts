import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { AFTERCARE_CATEGORIES, AFTERCARE_STATUSES, AFTERCARE_TRIAGES, type VisitDay } from '../../../shared/schemas/aftercare';
import { users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';
import { siteVisits } from './operations';
import { projects } from './projects';

export const aftercareCategoryEnum = pgEnum('aftercare_category', AFTERCARE_CATEGORIES);
export const aftercareTriageEnum = pgEnum('aftercare_triage', AFTERCARE_TRIAGES);
export const aftercareStatusEnum = pgEnum('aftercare_status', AFTERCARE_STATUSES);

/** A problem a customer reports on a completed project, and what staff did about it. */
export const aftercareRequests = pgTable(
  'aftercare_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    customerId: text('customer_id').notNull(),
    category: aftercareCategoryEnum('category').notNull(),
    description: text('description').notNull(),
    preferredDays: text('preferred_days').array().$type<VisitDay[]>().notNull().default(sql`'{}'::text[]`),
    status: aftercareStatusEnum('status').notNull().default('open'),
    triage: aftercareTriageEnum('triage'),
    triagedAt: timestamp('triaged_at', { withTimezone: true }),
    /** The aftercare visit booked for it (a site visit, so it shows in Scheduling); cleared if that visit is deleted. */
    siteVisitId: uuid('site_visit_id'),
    /** When staff first answered (triage, reply or visit): the response target is met from then. */
    firstStaffResponseAt: timestamp('first_staff_response_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingNote: text('closing_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('aftercare_requests_project_idx').on(t.companyId, t.projectId, t.createdAt),
    index('aftercare_requests_open_idx').on(t.companyId, t.status, t.firstStaffResponseAt, t.createdAt),
    unique('aftercare_requests_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'aftercare_requests_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'aftercare_requests_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }),
    // ON DELETE SET NULL ("site_visit_id") in the database: only site_visit_id is cleared, never company_id.
    foreignKey({ name: 'aftercare_requests_site_visit_id_site_visits_id_fk', columns: [t.companyId, t.siteVisitId], foreignColumns: [siteVisits.companyId, siteVisits.id] }).onDelete('set null'),
  ],
);

/** Staff replies to an aftercare request, shown to its customer. */
export const aftercareReplies = pgTable(
  'aftercare_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    authorId: text('author_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('aftercare_replies_request_idx').on(t.companyId, t.requestId, t.createdAt),
    foreignKey({ name: 'aftercare_replies_request_id_aftercare_requests_id_fk', columns: [t.companyId, t.requestId], foreignColumns: [aftercareRequests.companyId, aftercareRequests.id] }).onDelete('cascade'),
    foreignKey({ name: 'aftercare_replies_author_id_users_id_fk', columns: [t.companyId, t.authorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/**
 * The photos a customer attached to a request: two WebP sizes without metadata (shown to the
 * customer and the team) and the original as uploaded (staff-only).
 */
export const aftercarePhotos = pgTable(
  'aftercare_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    position: integer('position').notNull(),
    originalFileId: uuid('original_file_id').notNull(),
    smallFileId: uuid('small_file_id').notNull(),
    largeFileId: uuid('large_file_id').notNull(),
    /** The large size's, upright, so the page reserves the right shape. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('aftercare_photos_request_idx').on(t.companyId, t.requestId, t.position),
    foreignKey({ name: 'aftercare_photos_request_id_aftercare_requests_id_fk', columns: [t.companyId, t.requestId], foreignColumns: [aftercareRequests.companyId, aftercareRequests.id] }).onDelete('cascade'),
    foreignKey({ name: 'aftercare_photos_original_file_id_stored_files_id_fk', columns: [t.companyId, t.originalFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'aftercare_photos_small_file_id_stored_files_id_fk', columns: [t.companyId, t.smallFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'aftercare_photos_large_file_id_stored_files_id_fk', columns: [t.companyId, t.largeFileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
  ],
);

export type AftercareRequestRow = typeof aftercareRequests.$inferSelect;
export type AftercarePhotoRow = typeof aftercarePhotos.$inferSelect;
