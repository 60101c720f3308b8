import { isNull } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '../../../shared/constants/files';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);

/**
 * One uploaded file: where its bytes are and what they are. Documents and diagrams point at it;
 * GET /api/files/:id serves it to whoever may see its project.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** Null for the company's own files (its logo, gallery photos): served by their own public routes. */
    projectId: text('project_id'),
    /** `{company}/{project}/{uuid}` (or `{company}/site/{uuid}`), generated: never derived from the file name. */
    storageKey: text('storage_key').notNull().unique(),
    /** As the uploader named it, made safe; shown and used for downloads only. */
    originalName: text('original_name').notNull(),
    /** Decided from the checked bytes and extension, not from what the browser claimed. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Served to the company's team only, never to the project's customer (a diary photo's original, an internal entry's photos). */
    staffOnly: boolean('staff_only').notNull().default(false),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_project_idx').on(t.companyId, t.projectId),
    unique('stored_files_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'stored_files_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'stored_files_uploaded_by_users_id_fk', columns: [t.companyId, t.uploadedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    fileId: uuid('file_id').notNull().unique(),
    title: text('title').notNull(),
    documentType: documentTypeEnum('document_type').notNull(),
    description: text('description'),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_project_idx').on(t.companyId, t.projectId, t.createdAt),
    unique('documents_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'documents_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'documents_file_id_stored_files_id_fk', columns: [t.companyId, t.fileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'documents_uploaded_by_users_id_fk', columns: [t.companyId, t.uploadedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** Staff ask the customer for a document; an upload against the request fulfils it. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    documentType: text('document_type').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date'),
    requestedBy: text('requested_by').notNull(),
    /** Set once, by a conditional update, when an upload fulfils the request. */
    documentId: uuid('document_id'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_requests_project_idx').on(t.companyId, t.projectId),
    foreignKey({ name: 'document_requests_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'document_requests_requested_by_users_id_fk', columns: [t.companyId, t.requestedBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ name: 'document_requests_document_id_documents_id_fk', columns: [t.companyId, t.documentId], foreignColumns: [documents.companyId, documents.id] }),
  ],
);

/**
 * A row without a file is the spec's placeholder diagram: a note added before any upload hangs
 * on it (diagram_url empty). There is at most one per project, never listed as a diagram, and
 * the project's first upload fills it, so those notes become the first diagram's.
 */
export const buildingDiagrams = pgTable(
  'building_diagrams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    fileId: uuid('file_id').unique(),
    isCustomerUpload: boolean('is_customer_upload').notNull(),
    /** The uploader; on a placeholder, whoever's note created it. */
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('building_diagrams_project_idx').on(t.companyId, t.projectId, t.createdAt),
    uniqueIndex('building_diagrams_one_placeholder_idx').on(t.projectId).where(isNull(t.fileId)),
    unique('building_diagrams_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'building_diagrams_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'building_diagrams_file_id_stored_files_id_fk', columns: [t.companyId, t.fileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
    foreignKey({ name: 'building_diagrams_uploaded_by_users_id_fk', columns: [t.companyId, t.uploadedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

export const diagramNotes = pgTable(
  'diagram_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    diagramId: uuid('diagram_id').notNull(),
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diagram_notes_diagram_idx').on(t.companyId, t.diagramId, t.createdAt),
    foreignKey({ name: 'diagram_notes_diagram_id_building_diagrams_id_fk', columns: [t.companyId, t.diagramId], foreignColumns: [buildingDiagrams.companyId, buildingDiagrams.id] }).onDelete('cascade'),
    foreignKey({ name: 'diagram_notes_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;
export type BuildingDiagramRow = typeof buildingDiagrams.$inferSelect;
export type DiagramNoteRow = typeof diagramNotes.$inferSelect;
