import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';

export async function findActiveCompanyBySubdomain(db: Database, subdomain: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.subdomain, subdomain), eq(companies.isActive, true)))
    .limit(1);
  return row;
}
