import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function customerConditions(companyId: string, search: string | undefined): SQL[] {
  const conditions = [eq(users.companyId, companyId), eq(users.role, 'customer')];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return conditions;
}

export async function countCompanyCustomers(db: Db, companyId: string, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(...customerConditions(companyId, search)));
  return row?.n ?? 0;
}

/** A company's customers by name, optionally those whose name or email contains `search`. */
export function listCompanyCustomers(db: Db, companyId: string, search: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, isFirstLogin: users.isFirstLogin, createdAt: users.createdAt })
    .from(users)
    .where(and(...customerConditions(companyId, search)))
    // Case-blind, as people read an A–Z list (the database may collate by byte); id keeps pages stable.
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The company's newest customers first (the onboarding overview). */
export function listRecentCustomers(db: Db, companyId: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, isFirstLogin: users.isFirstLogin, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'customer')))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}

/**
 * Each customer's first project (the one a contract for them goes to, as the contracts service
 * picks it), with what is left to pay on it: every item not yet paid, awaiting checks included.
 */
export function listFirstProjects(db: Db, companyId: string, customerIds: string[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  const balance = db
    .select({ total: sql<number>`coalesce(sum(${paymentItems.amountPence}), 0)::int` })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.projectId, projects.id), ne(paymentItems.status, 'paid')));
  return db
    .selectDistinctOn([projects.customerId], {
      customerId: projects.customerId,
      id: projects.id,
      name: projects.name,
      stage: projects.stage,
      detailsConfirmedAt: projects.detailsConfirmedAt,
      balanceDuePence: sql<number>`(${balance})`.mapWith(Number),
    })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.customerId, customerIds)))
    .orderBy(projects.customerId, asc(projects.createdAt));
}

export async function findCompanyCustomer(db: Db, companyId: string, customerId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, isFirstLogin: users.isFirstLogin, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, customerId), eq(users.role, 'customer')))
    .limit(1);
  return row;
}
