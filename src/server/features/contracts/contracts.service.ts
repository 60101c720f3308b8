import { AppError } from '../../../shared/errors';
import { CANCELLATION_DAYS, CONSENT_TEXT, type Contract, type ContractListQuery, type ContractPage, type ContractVerification, type CreateContract } from '../../../shared/schemas/contracts';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, canReadRecordOf, ownRecordsOf, requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import type { SigningKeys } from '../../lib/signing-keys';
import type { ContractRow } from '../../db/schema/contracts';
import { recordActivity } from '../activity/activity.service';
import { emailsTo, findProjectCustomer, listStaffContacts, queueCustomerEmail } from '../../lib/email/customer-email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { appendContractEvent, sha256, type RequestMeta } from './contract-audit';
import { contractReadyEmail } from './contract-ready-email';
import { contractSignedEmail, contractSignedNotice } from './contract-signed-email';
import { verifyContractEvidence } from './contract-verification';
import { findContract, findCustomerWithProject, insertContract, listContractEvents, listContracts } from './contracts.queries';

const DAY_MS = 86_400_000;

/** The audit chain's and the seal's parts, for variations: chained the same way and sealed with the same key. */
export { canonicalJson, sha256, type RequestMeta } from './contract-audit';
export { sealChainHead, sealIsValid, type SealingKey, type TrustedKeys } from './contract-seal';

export function toContract(row: ContractRow, customerName: string): Contract {
  const status = row.signedAt ? 'signed' : row.voidedAt ? 'voided' : 'unsigned';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    customerId: row.customerId,
    customerName,
    projectId: row.projectId,
    staffId: row.staffId,
    status,
    isSigned: status === 'signed',
    signedAt: row.signedAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    contentHash: row.contentHash,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    cancellationEndsAt: row.signedAt ? new Date(row.signedAt.getTime() + CANCELLATION_DAYS * DAY_MS).toISOString() : null,
    workStartRequestedAt: row.workStartRequestedAt?.toISOString() ?? null,
  };
}

/** Customers see their own contracts; staff see every contract of their company. A page at a time. */
export async function listVisibleContracts(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, query: ContractListQuery): Promise<ContractPage> {
  const actor = requireActor(actorOrNull);
  const rows = await listContracts(db, tenant.id, ownRecordsOf(actor), { after: query.cursor, limit: query.limit });
  const page = rows.slice(0, query.limit);
  return {
    contracts: page.map((r) => toContract(r.contract, r.customerName)),
    nextCursor: rows.length > query.limit ? page.at(-1)!.contract.id : null,
  };
}

async function requireVisible(db: Database | Transaction, actor: Actor, tenant: CompanyRow, id: string, lock = false) {
  const found = await findContract(db, tenant.id, id, { lock });
  if (!found || !canReadRecordOf(actor, found.contract.customerId)) throw new AppError('NOT_FOUND', 'Contract not found.');
  return found;
}

/** Reading a contract changes nothing: the customer's first view is recorded by recordContractView. */
export async function getContract(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string): Promise<Contract> {
  const actor = requireActor(actorOrNull);
  const found = await requireVisible(db, actor, tenant, id);
  return toContract(found.contract, found.customerName);
}

/**
 * The client calls this once the contract is on the customer's screen: their first view goes into
 * the audit trail, with their browser; later calls, and calls by staff, write nothing.
 */
export async function recordContractView(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, meta: RequestMeta): Promise<void> {
  const actor = requireActor(actorOrNull);
  await requireVisible(db, actor, tenant, id);
  if (!can(actor, 'contracts:sign')) return;
  await db.transaction(async (tx) => {
    await findContract(tx, tenant.id, id, { lock: true });
    const events = await listContractEvents(tx, tenant.id, id);
    if (!events.some((e) => e.kind === 'viewed')) {
      await appendContractEvent(tx, { companyId: tenant.id, contractId: id, kind: 'viewed', actor, meta });
    }
  });
}

export async function createContract(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: CreateContract, meta: RequestMeta): Promise<Contract> {
  const actor = requirePermission(actorOrNull, 'contracts:manage');
  return db.transaction(async (tx) => {
    const customer = await findCustomerWithProject(tx, tenant.id, input.customerId);
    if (!customer) throw new AppError('VALIDATION_FAILED', 'Choose a customer of this company who has a project.', { customerId: ['Choose a customer with a project'] });
    const row = await insertContract(tx, { companyId: tenant.id, projectId: customer.projectId, customerId: customer.customerId, staffId: actor.userId, title: input.title, description: input.description, content: input.content });
    await appendContractEvent(tx, { companyId: tenant.id, contractId: row.id, kind: 'created', actor, meta, data: { contentHash: sha256(row.content) } });
    await recordActivity(tx, { companyId: tenant.id, projectId: customer.projectId, actorId: actor.userId, type: 'contract_created', description: `Contract ready to sign: ${input.title}`, isPublic: true });
    if (meta.portalUrl) {
      const facts = { companyName: tenant.name, title: input.title, contractLink: `${meta.portalUrl}/contracts?contract=${row.id}` };
      await queueCustomerEmail(tx, { tenant, projectId: customer.projectId, kind: 'contract-ready', compose: (c) => contractReadyEmail(c, facts) });
    }
    const found = await findContract(tx, tenant.id, row.id);
    return toContract(found!.contract, found!.customerName);
  });
}

/** One-way: the customer signs what they were shown, once; the hash of it is kept. */
export async function signContract(db: Database, keys: SigningKeys, actorOrNull: Actor | null, tenant: CompanyRow, id: string, meta: RequestMeta, idempotency?: IdempotentRequest): Promise<Contract> {
  const actor = requireActor(actorOrNull);
  // A retried sign (a double click, a lost answer) with the same key answers as the first did.
  return db.transaction((tx) => once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `contract-sign:${id}` }, async () => {
    const found = await requireVisible(tx, actor, tenant, id, true);
    requirePermission(actor, 'contracts:sign', 'Only the customer can sign their contract.');
    if (found.contract.voidedAt) throw new AppError('CONFLICT', 'This contract was voided and can no longer be signed.');
    if (found.contract.signedAt) throw new AppError('CONFLICT', 'This contract is already signed.');
    const signedAt = new Date();
    const contentHash = sha256(found.contract.content);
    // The signature and the sealed event that records it are written together, in one update of the row.
    const row = await appendContractEvent(tx, {
      companyId: tenant.id,
      contractId: id,
      kind: 'signed',
      actor,
      meta,
      data: { contentHash, consentText: CONSENT_TEXT },
      seal: keys.current,
      change: {
        signedAt,
        contentHash,
        consentText: CONSENT_TEXT,
        consentHash: sha256(CONSENT_TEXT),
        signerName: actor.name,
        signerEmail: actor.email,
        signerIp: meta.ip,
        signerUserAgent: meta.userAgent,
      },
      onlyIfOpen: true,
    });
    if (!row) throw new AppError('CONFLICT', 'This contract is already signed.');
    await recordActivity(tx, { companyId: tenant.id, projectId: row.projectId, actorId: actor.userId, type: 'contract_signed', description: `Contract signed: ${row.title}`, isPublic: true });
    if (meta.portalUrl) await queueContractSignedEmails(tx, tenant, row, signedAt, `${meta.portalUrl}/contracts?contract=${row.id}`);
    return toContract(row, found.customerName);
  }));
}

/**
 * In the signature's transaction (a refused or replayed signature queues nothing): the customer's
 * confirmation, and a notice to the company's staff and admins.
 */
async function queueContractSignedEmails(tx: Transaction, tenant: CompanyRow, row: ContractRow, signedAt: Date, contractLink: string): Promise<void> {
  const customer = await findProjectCustomer(tx, tenant.id, row.projectId);
  if (!customer) return;
  const facts = { companyName: tenant.name, title: row.title, signedAt, cancellationEndsAt: new Date(signedAt.getTime() + CANCELLATION_DAYS * DAY_MS), contractLink };
  const staff = await listStaffContacts(tx, tenant.id);
  await enqueueEmails(tx, [
    ...emailsTo(tenant.id, 'contract-signed', [customer], (c) => contractSignedEmail(c, facts)),
    ...emailsTo(tenant.id, 'contract-signed', staff, (member) => contractSignedNotice(member, { ...facts, customerName: customer.name, projectName: customer.projectName })),
  ]);
}

export async function voidContract(db: Database, keys: SigningKeys, actorOrNull: Actor | null, tenant: CompanyRow, id: string, meta: RequestMeta, idempotency?: IdempotentRequest): Promise<Contract> {
  const actor = requirePermission(actorOrNull, 'contracts:manage');
  return db.transaction((tx) => once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `contract-void:${id}` }, async () => {
    const found = await requireVisible(tx, actor, tenant, id, true);
    if (found.contract.signedAt) throw new AppError('CONFLICT', 'A signed contract cannot be voided.');
    if (found.contract.voidedAt) throw new AppError('CONFLICT', 'This contract is already voided.');
    const row = await appendContractEvent(tx, { companyId: tenant.id, contractId: id, kind: 'voided', actor, meta, seal: keys.current, change: { voidedAt: new Date() } });
    return toContract(row!, found.customerName);
  }));
}

/** The customer asks, expressly and on record, for work to start within the cancellation period. */
export async function requestWorkStart(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, meta: RequestMeta): Promise<Contract> {
  const actor = requireActor(actorOrNull);
  return db.transaction(async (tx) => {
    const found = await requireVisible(tx, actor, tenant, id, true);
    requirePermission(actor, 'contracts:sign', 'Only the customer can ask for this.');
    const { signedAt, workStartRequestedAt } = found.contract;
    if (!signedAt) throw new AppError('CONFLICT', 'Sign the contract first.');
    if (workStartRequestedAt) throw new AppError('CONFLICT', 'You have already asked for work to start.');
    if (Date.now() > signedAt.getTime() + CANCELLATION_DAYS * DAY_MS) throw new AppError('CONFLICT', 'The cancellation period has already ended.');
    const row = await appendContractEvent(tx, { companyId: tenant.id, contractId: id, kind: 'work_start_requested', actor, meta, change: { workStartRequestedAt: new Date() } });
    return toContract(row!, found.customerName);
  });
}

/** Re-hashes the stored content and checks it, and the contract's state, against the event chain and its seal. */
export async function verifyContract(db: Database, keys: SigningKeys, actorOrNull: Actor | null, tenant: CompanyRow, id: string): Promise<ContractVerification> {
  const actor = requireActor(actorOrNull);
  // One snapshot for the row and its events, so an event appended between the two reads is not
  // mistaken for a broken chain.
  return db.transaction(
    async (tx) => {
      const found = await requireVisible(tx, actor, tenant, id);
      return verifyContractEvidence(found.contract, await listContractEvents(tx, tenant.id, id), keys.trusted);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function contractWithEvents(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string) {
  const actor = requireActor(actorOrNull);
  const found = await requireVisible(db, actor, tenant, id);
  return { contract: toContract(found.contract, found.customerName), row: found.contract, events: await listContractEvents(db, tenant.id, id) };
}
