import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A company's customers by name, optionally those whose name or email contains `search`. */
export function listCompanyCustomers(db: Db, companyId: string, search: string | undefined, limit: number) {
  const conditions = [eq(users.companyId, companyId), eq(users.role, 'customer')];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(...conditions))
    // Case-blind, as people read an A–Z list (the database may collate by byte).
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email))
    .limit(limit);
}

/** Each customer's first project (the one a contract for them goes to, as the contracts service picks it). */
export function listFirstProjects(db: Db, companyId: string, customerIds: string[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([projects.customerId], { customerId: projects.customerId, id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.customerId, customerIds)))
    .orderBy(projects.customerId, asc(projects.createdAt));
}
