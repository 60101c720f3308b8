import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { companies, type CompanyRow } from '../../db/schema/companies';

// The tenant middleware asks on every request: prepared, so it is neither rebuilt nor re-planned.
const companyBySubdomain = preparedPerDatabase((db) =>
  db
    .select()
    .from(companies)
    // A demo visitor's copy has a subdomain no host names (it holds a dot); skipped all the same.
    .where(and(eq(companies.subdomain, sql.placeholder('subdomain')), isNull(companies.demoOf)))
    .limit(1)
    .prepare('company_by_subdomain'),
);

/** The company a host names, whether it is active or not: the caller decides what an inactive one gets. */
export async function findCompanyBySubdomain(db: Database, subdomain: string): Promise<CompanyRow | undefined> {
  const [row] = await companyBySubdomain(db).execute({ subdomain });
  return row;
}

/** Turns a company's site and API on or off; undefined when no company has that subdomain. */
export async function setCompanyActive(db: Database, subdomain: string, isActive: boolean): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set({ isActive }).where(eq(companies.subdomain, subdomain)).returning();
  return row;
}
