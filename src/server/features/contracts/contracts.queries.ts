import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contractEvents, contracts } from '../../db/schema/contracts';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

const withCustomer = { contract: contracts, customerName: users.name };

export function listContracts(db: Db, companyId: string, customerId: string | null) {
  const conditions = [eq(contracts.companyId, companyId)];
  if (customerId) conditions.push(eq(contracts.customerId, customerId));
  return db
    .select(withCustomer)
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.customerId))
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt))
    .limit(500);
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

export function listContractEvents(db: Db, contractId: string) {
  return db.select().from(contractEvents).where(eq(contractEvents.contractId, contractId)).orderBy(asc(contractEvents.seq));
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
