import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contractEvents, contracts, type ContractRow } from '../../db/schema/contracts';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

const withCustomer = { contract: contracts, customerName: users.name };

/**
 * One page of a company's contracts (or one customer's), newest first. Keyset paging: the page
 * starts after the contract `after`, compared on (created_at, id) in the database, so microsecond
 * timestamps and ties never skip or repeat a row. Asks for one more than `limit` so the caller
 * knows whether another page follows.
 */
export function listContracts(db: Db, companyId: string, customerId: string | null, page: { after?: string; limit: number }) {
  const conditions = [eq(contracts.companyId, companyId)];
  if (customerId) conditions.push(eq(contracts.customerId, customerId));
  if (page.after) {
    // A cursor from another company, or another customer's contract, finds no row and so no page.
    const cursorCustomer = customerId ? sql`and c.customer_id = ${customerId}` : sql``;
    conditions.push(
      sql`(${contracts.createdAt}, ${contracts.id}) < (select c.created_at, c.id from contracts c where c.id = ${page.after} and c.company_id = ${companyId} ${cursorCustomer})`,
    );
  }
  return db
    .select(withCustomer)
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.customerId))
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(page.limit + 1);
}

export async function findContract(db: Db, companyId: string, contractId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(withCustomer)
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.customerId))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
  const [row] = options.lock ? await query.for('update', { of: contracts }) : await query;
  return row;
}

export function listContractEvents(db: Db, companyId: string, contractId: string) {
  return db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.companyId, companyId), eq(contractEvents.contractId, contractId)))
    .orderBy(asc(contractEvents.seq));
}

/** A customer of this company and the project a contract for them belongs to. */
export async function findCustomerWithProject(db: Db, companyId: string, customerId: string) {
  const [row] = await db
    .select({ customerId: users.id, projectId: projects.id })
    .from(users)
    .innerJoin(projects, and(eq(projects.customerId, users.id), eq(projects.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, customerId), eq(users.role, 'customer')))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return row;
}

export async function insertContract(db: Db, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row!;
}

/** The hash of the contract's newest event, the one the next event links to (none before the first). */
export async function findLastEventHash(db: Db, companyId: string, contractId: string): Promise<string | null> {
  const [last] = await db
    .select({ hash: contractEvents.hash })
    .from(contractEvents)
    .where(and(eq(contractEvents.companyId, companyId), eq(contractEvents.contractId, contractId)))
    .orderBy(desc(contractEvents.seq))
    .limit(1);
  return last?.hash ?? null;
}

export async function insertContractEvent(db: Db, values: typeof contractEvents.$inferInsert): Promise<void> {
  await db.insert(contractEvents).values(values);
}

/** What a change to a contract may set besides its chain head (which only appending an event moves). */
export type ContractChange = Omit<Partial<typeof contracts.$inferInsert>, 'id' | 'companyId' | 'lastEventHash'>;

/**
 * One update of a contract row: the change and the new head of its audit chain together. With
 * `onlyIfOpen`, only while the contract is neither signed nor voided. Answers the updated row, or
 * undefined when no row matched.
 */
export async function updateContract(
  db: Db,
  companyId: string,
  contractId: string,
  set: ContractChange & { lastEventHash: string },
  options: { onlyIfOpen?: boolean } = {},
): Promise<ContractRow | undefined> {
  const conditions = [eq(contracts.companyId, companyId), eq(contracts.id, contractId)];
  if (options.onlyIfOpen) conditions.push(isNull(contracts.signedAt), isNull(contracts.voidedAt));
  const [row] = await db
    .update(contracts)
    .set(set)
    .where(and(...conditions))
    .returning();
  return row;
}
