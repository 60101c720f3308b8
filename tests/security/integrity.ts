import { asc, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { StoredPaymentStatus } from '../../src/shared/constants/payments';
import { tablesHiddenFrom } from '../../src/server/db/backup-dump';
import { connectDatabase, type Database } from '../../src/server/db/client';
import { contractEvents, contracts, type ContractEventRow } from '../../src/server/db/schema/contracts';
import { paymentEvents, paymentItems } from '../../src/server/db/schema/payments';
import { sha256 } from '../../src/server/features/contracts/contract-audit';
import { verifyContractRecord } from '../../src/server/features/contracts/contract-verification';
import { PAYMENT_TRANSITIONS, storedFromStatuses, type PaymentAction } from '../../src/server/features/payments/payment-transitions';

/**
 * A whole-database check of what must hold whatever happened before it: a crash, a fuzzer, two
 * people at once. It reads, never writes, and reports every violation it finds, not only the first.
 *
 * - no orphan rows: every foreign key resolves (checked by query, so it holds even if a constraint
 *   was dropped or not yet validated), a row's company is its parent's company, an uploaded
 *   file belongs to the document, diagram or gallery photo that shows it;
 * - money never negative: every `*_pence` column but a variation's price change (a reduction is
 *   negative by design, bounded by a check constraint), and payment amounts above zero;
 * - statuses valid: a paid item has its payment date and method, a signed contract its signer,
 *   nothing both signed and voided, a fulfilled document request its document;
 * - each payment item's events replay, in order, through the transition table to its status, so
 *   "paid" is reached only by a verification or a manual mark;
 * - each contract's audit chain is whole, and a signed contract's hash is the SHA-256 of its text.
 */

export interface IntegrityViolation {
  check: string;
  detail: string;
}

export interface IntegrityOptions {
  /**
   * The status a payment item's history starts from. 'pending' (the default): every item starts
   * pending and each change since is an event. The demo seed writes deposits as already paid, with
   * no events (history from before the app), so a seeded database is checked with 'any': the
   * history then starts from the first event's "from" status, or the item's status if none.
   */
  paymentOpeningStatus?: 'pending' | 'any';
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows as T[];
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  child_cols: string[];
  parent_cols: string[];
}

async function foreignKeys(db: Database): Promise<ForeignKey[]> {
  return rows<ForeignKey & Row>(
    db,
    sql`select c.conname::text as name, cl.relname::text as child, pcl.relname::text as parent,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class pcl on pcl.oid = c.confrelid
        join pg_namespace ns on ns.oid = cl.relnamespace
        where c.contype = 'f' and ns.nspname = current_schema()
        order by 2, 1`,
  );
}

async function tablesWithColumn(db: Database, column: string): Promise<Set<string>> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select table_name::text from information_schema.columns where table_schema = current_schema() and column_name = ${column}`,
  );
  return new Set(found.map((r) => r.table_name));
}

async function count(db: Database, query: string): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, sql.raw(query));
  return Number(row?.n ?? 0);
}

async function orphans(db: Database, out: IntegrityViolation[]) {
  const keys = await foreignKeys(db);
  const withCompany = await tablesWithColumn(db, 'company_id');
  for (const fk of keys) {
    const matches = (pairs: [string, string][]) => pairs.map(([c, p]) => `p.${ident(p)} = c.${ident(c)}`).join(' and ');
    const pairs = fk.child_cols.map((c, i): [string, string] => [c, fk.parent_cols[i]!]);
    // The key without its company: a child keyed by (company_id, parent_id) whose parent_id names
    // another company's row is a tenant leak waiting to be read, not a row pointing at nothing.
    const byId = pairs.filter(([c]) => c !== 'company_id');
    const crossCompany = fk.parent !== 'companies' && withCompany.has(fk.child) && withCompany.has(fk.parent) && byId.length > 0;
    const present = fk.child_cols.map((c) => `c.${ident(c)} is not null`).join(' and ');
    const noParent = `not exists (select 1 from ${ident(fk.parent)} p where ${matches(pairs)})`;
    const foreignParent = `exists (select 1 from ${ident(fk.parent)} p where ${matches(byId)} and p.company_id is distinct from c.company_id)`;
    const foreign = crossCompany ? await count(db, `select count(*) as n from ${ident(fk.child)} c where ${present} and ${foreignParent}`) : 0;
    const missing = await count(db, `select count(*) as n from ${ident(fk.child)} c where ${present} and ${noParent}${crossCompany ? ` and not ${foreignParent}` : ''}`);
    if (missing > 0) out.push({ check: 'orphan rows', detail: `${missing} ${fk.child} row(s) point at a missing ${fk.parent} (${fk.child_cols.join(', ')})` });
    if (foreign > 0) out.push({ check: 'orphan rows', detail: `${foreign} ${fk.child} row(s) belong to another company than their ${fk.parent} (${byId.map(([c]) => c).join(', ')})` });
  }
  const unshownProjectFiles = await count(
    db,
    `select count(*) as n from stored_files f where f.project_id is not null
       and not exists (select 1 from documents d where d.file_id = f.id)
       and not exists (select 1 from building_diagrams b where b.file_id = f.id)`,
  );
  if (unshownProjectFiles > 0) out.push({ check: 'orphan rows', detail: `${unshownProjectFiles} project file(s) belong to no document or diagram` });
  const unshownCompanyFiles = await count(
    db,
    `select count(*) as n from stored_files f where f.project_id is null
       and not exists (select 1 from gallery_items g where g.file_id = f.id
                       or exists (select 1 from jsonb_array_elements(g.variants) v where v->>'fileId' = f.id::text))`,
  );
  if (unshownCompanyFiles > 0) out.push({ check: 'orphan rows', detail: `${unshownCompanyFiles} company file(s) belong to no gallery photo` });
}

/** Amounts that are changes rather than sums, so may be negative: a variation that takes money off. */
const SIGNED_PENCE = new Set(['variations.price_change_pence']);

async function money(db: Database, out: IntegrityViolation[]) {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name::text, column_name::text from information_schema.columns
        where table_schema = current_schema() and column_name like '%\_pence' and data_type in ('integer', 'bigint', 'numeric', 'smallint')`,
  );
  if (!columns.some((c) => c.table_name === 'payment_items')) out.push({ check: 'money', detail: 'no *_pence column found on payment_items: the money check would check nothing' });
  for (const { table_name, column_name } of columns) {
    if (SIGNED_PENCE.has(`${table_name}.${column_name}`)) continue;
    const negative = await count(db, `select count(*) as n from ${ident(table_name)} where ${ident(column_name)} < 0`);
    if (negative > 0) out.push({ check: 'money', detail: `${negative} ${table_name} row(s) with a negative ${column_name}` });
  }
  const notPositive = await count(db, `select count(*) as n from payment_items where amount_pence <= 0`);
  if (notPositive > 0) out.push({ check: 'money', detail: `${notPositive} payment item(s) for nothing or less` });
  const eventNotPositive = await count(db, `select count(*) as n from payment_events where amount_pence is not null and amount_pence <= 0`);
  if (eventNotPositive > 0) out.push({ check: 'money', detail: `${eventNotPositive} payment event(s) recording a transfer of nothing or less` });
}

/** Row-level rules on status columns the enums alone do not hold. Each query counts rows breaking one rule. */
const STATUS_RULES: [string, string][] = [
  ['a paid payment item without its payment date or method', `select count(*) as n from payment_items where status = 'paid' and (payment_date is null or payment_method is null)`],
  ['a payment item awaiting verification not marked as a bank transfer', `select count(*) as n from payment_items where status = 'pending_verification' and payment_method is distinct from 'bank_transfer'`],
  ['a pending payment item with a payment date', `select count(*) as n from payment_items where status = 'pending' and payment_date is not null`],
  ['a contract both signed and voided', `select count(*) as n from contracts where signed_at is not null and voided_at is not null`],
  ['a work-start request on an unsigned contract', `select count(*) as n from contracts where work_start_requested_at is not null and signed_at is null`],
  [
    'a signed contract without its hash, consent or signer',
    `select count(*) as n from contracts where signed_at is not null and (content_hash is null or consent_text is null or consent_hash is null or signer_name is null or signer_email is null)`,
  ],
  ['an unsigned contract carrying a content hash', `select count(*) as n from contracts where signed_at is null and content_hash is not null`],
  ['a signed contract whose text does not hash to its stored hash', `select count(*) as n from contracts where signed_at is not null and content_hash is distinct from encode(sha256(convert_to(content, 'UTF8')), 'hex')`],
  ['a contract with no event at the head of its chain', `select count(*) as n from contracts where last_event_hash is null`],
  ['a document request fulfilled without a document, or the reverse', `select count(*) as n from document_requests where (document_id is null) <> (fulfilled_at is null)`],
  ['a project progress outside 0 to 100', `select count(*) as n from projects where progress < 0 or progress > 100`],
  ['an email with a negative attempt count', `select count(*) as n from email_outbox where attempts < 0`],
];

async function statuses(db: Database, out: IntegrityViolation[]) {
  for (const [rule, query] of STATUS_RULES) {
    const n = await count(db, query);
    if (n > 0) out.push({ check: 'statuses', detail: `${n} × ${rule}` });
  }
}

const TRANSITION_BY_EVENT = new Map(
  (Object.keys(PAYMENT_TRANSITIONS) as PaymentAction[]).map((action) => [PAYMENT_TRANSITIONS[action].event, { from: storedFromStatuses(action), to: PAYMENT_TRANSITIONS[action].to }]),
);

/** Replays one item's events from its opening status; returns what is wrong, or null. */
export function replayPaymentEvents(
  status: StoredPaymentStatus,
  events: { kind: string; fromStatus: StoredPaymentStatus; toStatus: StoredPaymentStatus }[],
  opening: 'pending' | 'any' = 'pending',
): string | null {
  let current: StoredPaymentStatus = opening === 'pending' ? 'pending' : (events[0]?.fromStatus ?? status);
  for (const [i, e] of events.entries()) {
    const rule = TRANSITION_BY_EVENT.get(e.kind as never);
    if (!rule) return `event ${i + 1} is of unknown kind ${e.kind}`;
    if (e.fromStatus !== current) return `event ${i + 1} (${e.kind}) starts from ${e.fromStatus}, but the item was ${current}`;
    if (!rule.from.includes(e.fromStatus) || e.toStatus !== rule.to) return `event ${i + 1} (${e.kind}) goes ${e.fromStatus} → ${e.toStatus}, which the transition table does not allow`;
    current = e.toStatus;
  }
  return current === status ? null : `its events end at ${current}, but it is ${status}`;
}

async function paymentHistories(db: Database, out: IntegrityViolation[], opening: 'pending' | 'any') {
  const items = await db.select({ id: paymentItems.id, status: paymentItems.status }).from(paymentItems);
  const events = await db
    .select({ paymentId: paymentEvents.paymentId, kind: paymentEvents.kind, fromStatus: paymentEvents.fromStatus, toStatus: paymentEvents.toStatus })
    .from(paymentEvents)
    .orderBy(asc(paymentEvents.paymentId), asc(paymentEvents.createdAt), asc(paymentEvents.id));
  const byItem = groupBy(events, (e) => e.paymentId);
  for (const item of items) {
    const problem = replayPaymentEvents(item.status, byItem.get(item.id) ?? [], opening);
    if (problem) out.push({ check: 'payment history', detail: `payment ${item.id}: ${problem}` });
  }
}

async function contractHistories(db: Database, out: IntegrityViolation[]) {
  const all = await db.select().from(contracts);
  const events = await db.select().from(contractEvents).orderBy(asc(contractEvents.contractId), asc(contractEvents.seq));
  const byContract = groupBy(events, (e: ContractEventRow) => e.contractId);
  for (const contract of all) {
    const result = verifyContractRecord(contract, byContract.get(contract.id) ?? []);
    if (!result.chainValid) out.push({ check: 'contract history', detail: `contract ${contract.id}: its audit chain is broken or disagrees with the contract` });
    if (contract.signedAt && !result.valid) out.push({ check: 'contract history', detail: `contract ${contract.id}: signed, but its text, hash and signed event do not agree` });
    if (contract.signedAt && contract.contentHash !== sha256(contract.content)) out.push({ check: 'contract history', detail: `contract ${contract.id}: signed text does not hash to ${contract.contentHash}` });
  }
}

/**
 * Every violation in the database; an empty list means it is whole. Read with the owner's handle:
 * the app role, bound by row-level security, would see no company's rows and find nothing wrong.
 */
export async function findIntegrityViolations(db: Database, options: IntegrityOptions = {}): Promise<IntegrityViolation[]> {
  const hidden = await tablesHiddenFrom((db as Database & { $client: pg.Pool }).$client);
  if (hidden.length > 0) {
    throw new Error(`The integrity check reads every company's rows: give it the owner's handle, not the app role's (row-level security hides the rows of ${hidden.join(', ')}).`);
  }
  const out: IntegrityViolation[] = [];
  // One snapshot, so a write landing between two queries is not read as a violation.
  await db.transaction(
    async (tx) => {
      const t = tx as unknown as Database;
      await orphans(t, out);
      await money(t, out);
      await statuses(t, out);
      await paymentHistories(t, out, options.paymentOpeningStatus ?? 'pending');
      await contractHistories(t, out);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return out;
}

/** Throws, naming each violation, unless the database is whole. */
export async function assertDatabaseIntegrity(db: Database, options: IntegrityOptions = {}): Promise<void> {
  const violations = await findIntegrityViolations(db, options);
  if (violations.length > 0) {
    throw new Error(`Database integrity check failed:\n${violations.map((v) => `- [${v.check}] ${v.detail}`).join('\n')}`);
  }
}

/** The same check on a database named by its URL (a restarted server's, a restored backup). */
export async function assertDatabaseIntegrityAt(url: string, options: IntegrityOptions = {}): Promise<void> {
  const handle = connectDatabase(url, { max: 1 });
  try {
    await assertDatabaseIntegrity(handle.db, options);
  } finally {
    await handle.close();
  }
}
