import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contractEvents, contracts } from '../../db/schema/contracts';
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
