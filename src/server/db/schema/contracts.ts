import { bigint, foreignKey, index, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { projects } from './projects';

export const contractEventKindEnum = pgEnum('contract_event_kind', ['created', 'viewed', 'signed', 'voided', 'work_start_requested']);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    customerId: text('customer_id').notNull(),
    staffId: text('staff_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set once, at signing; a database trigger refuses any later change to what was signed.
    signedAt: timestamp('signed_at', { withTimezone: true }),
    contentHash: text('content_hash'),
    consentText: text('consent_text'),
    consentHash: text('consent_hash'),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    // Set once, from null: the customer's express request for work to start (the trigger holds it).
    workStartRequestedAt: timestamp('work_start_requested_at', { withTimezone: true }),
    /**
     * The hash of the contract's newest event: anchors the head of the chain, so removing the last
     * events shows too. The trigger lets it move only one link forward.
     */
    lastEventHash: text('last_event_hash'),
  },
  (t) => [
    index('contracts_company_idx').on(t.companyId, t.createdAt),
    index('contracts_customer_idx').on(t.companyId, t.customerId),
    unique('contracts_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'contracts_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }),
    foreignKey({ name: 'contracts_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }),
    foreignKey({ name: 'contracts_staff_id_users_id_fk', columns: [t.companyId, t.staffId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** The audit trail: each event carries the hash of the one before, so a gap or an edit shows. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the chain's order, even for events in the same millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').notNull(),
    kind: contractEventKindEnum('kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
    /** Signatures and voids seal the chain head with a key kept outside the database (Ed25519). */
    sealKeyId: text('seal_key_id'),
    sealSignature: text('seal_signature'),
  },
  (t) => [
    index('contract_events_contract_idx').on(t.contractId, t.seq),
    foreignKey({ name: 'contract_events_contract_id_contracts_id_fk', columns: [t.companyId, t.contractId], foreignColumns: [contracts.companyId, contracts.id] }),
    foreignKey({ name: 'contract_events_actor_id_users_id_fk', columns: [t.companyId, t.actorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;
