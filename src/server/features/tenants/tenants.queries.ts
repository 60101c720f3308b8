import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';

/** The company a host names, whether it is active or not: the caller decides what an inactive one gets. */
export async function findCompanyBySubdomain(db: Database, subdomain: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
  return row;
}

/** Turns a company's site and API on or off; undefined when no company has that subdomain. */
export async function setCompanyActive(db: Database, subdomain: string, isActive: boolean): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set({ isActive }).where(eq(companies.subdomain, subdomain)).returning();
  return row;
}
