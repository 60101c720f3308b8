import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { VARIATION_EVENT_KINDS, VARIATION_STATUSES } from '../../../shared/constants/variations';
import { users } from './auth';
import { companies } from './companies';
import { storedFiles } from './files';
import { projects } from './projects';

export const variationStatusEnum = pgEnum('variation_status', VARIATION_STATUSES);
export const variationEventKindEnum = pgEnum('variation_event_kind', VARIATION_EVENT_KINDS);

/**
 * A change to the order after the contract (a change order): proposed by staff, answered once by
 * the customer. What the customer is asked to agree is fixed at proposal; its hash is kept.
 */
export const variations = pgTable(
  'variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Added to the price (negative: taken off), in pence, VAT included. */
    priceChangePence: integer('price_change_pence').notNull(),
    /** Days the installation moves back once approved (0: the date stays). */
    daysAdded: integer('days_added').notNull().default(0),
    status: variationStatusEnum('status').notNull().default('proposed'),
    proposedBy: text('proposed_by').notNull(),
    /** SHA-256 (hex) of the text the customer is asked to agree to (variationText), set at proposal. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was approved, declined or withdrawn, and by whom. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    signatureName: text('signature_name'),
    signerEmail: text('signer_email'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    consentText: text('consent_text'),
    declineReason: text('decline_reason'),
    /** The payment item the approval added (a rise) or reduced (a reduction). */
    paymentItemId: uuid('payment_item_id'),
    /** The install date before and after the approval moved it. */
    installDateBefore: date('install_date_before'),
    installDateAfter: date('install_date_after'),
    /** The hash of the newest event in its audit chain. */
    lastEventHash: text('last_event_hash'),
  },
  (t) => [
    index('variations_project_idx').on(t.companyId, t.projectId, t.createdAt),
    unique('variations_company_id_id_key').on(t.companyId, t.id),
    check('variations_price_change_bounded', sql`${t.priceChangePence} between -10000000 and 10000000`),
    check('variations_days_added_bounded', sql`${t.daysAdded} between 0 and 365`),
    foreignKey({ name: 'variations_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'variations_proposed_by_users_id_fk', columns: [t.companyId, t.proposedBy], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ name: 'variations_answered_by_users_id_fk', columns: [t.companyId, t.answeredBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** A variation's audit trail, chained and sealed as a contract's is (contract_events). */
export const variationEvents = pgTable(
  'variation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id').notNull(),
    kind: variationEventKindEnum('kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    sealKeyId: text('seal_key_id'),
    sealSignature: text('seal_signature'),
  },
  (t) => [
    index('variation_events_variation_idx').on(t.variationId, t.seq),
    foreignKey({ name: 'variation_events_variation_id_variations_id_fk', columns: [t.companyId, t.variationId], foreignColumns: [variations.companyId, variations.id] }).onDelete('cascade'),
    foreignKey({ name: 'variation_events_actor_id_users_id_fk', columns: [t.companyId, t.actorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/**
 * A file shown with a variation (a drawing, a supplier's quote, a photo): added by staff while it
 * is proposed, part of what the customer agrees to (its name and SHA-256 are in the hashed text).
 */
export const variationAttachments = pgTable(
  'variation_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id').notNull(),
    fileId: uuid('file_id').notNull(),
    position: integer('position').notNull(),
    /** SHA-256 (hex) of the file's bytes, as hashed into the variation's text. */
    sha256: text('sha256').notNull(),
  },
  (t) => [
    unique('variation_attachments_position_key').on(t.companyId, t.variationId, t.position),
    foreignKey({ name: 'variation_attachments_variation_id_variations_id_fk', columns: [t.companyId, t.variationId], foreignColumns: [variations.companyId, variations.id] }).onDelete('cascade'),
    foreignKey({ name: 'variation_attachments_file_id_stored_files_id_fk', columns: [t.companyId, t.fileId], foreignColumns: [storedFiles.companyId, storedFiles.id] }),
  ],
);

export type VariationRow = typeof variations.$inferSelect;
export type VariationEventRow = typeof variationEvents.$inferSelect;
export type VariationAttachmentRow = typeof variationAttachments.$inferSelect;
