import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';

/** Turns a company's site and API on or off; undefined when no company has that subdomain. Owner only (the CLI). */
export async function setCompanyActive(db: Database, subdomain: string, isActive: boolean): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set({ isActive }).where(eq(companies.subdomain, subdomain)).returning();
  return row;
}
