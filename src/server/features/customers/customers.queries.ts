import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users, type UserRow } from '../../db/schema/auth';

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

export async function findCompanyCustomer(db: Db, companyId: string, customerId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, isFirstLogin: users.isFirstLogin, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, customerId), eq(users.role, 'customer')))
    .limit(1);
  return row;
}

/** A customer's account, with no way to sign in yet (no credential account: that comes with their password). */
export async function insertCustomer(db: Db, values: Omit<typeof users.$inferInsert, 'role'>): Promise<UserRow> {
  const [row] = await db.insert(users).values({ ...values, role: 'customer' }).returning();
  return row!;
}
