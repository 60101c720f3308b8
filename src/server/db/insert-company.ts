import { randomUUID } from 'node:crypto';
import type { Database } from './client';
import { companies, type CompanyRow } from './schema/companies';

export type NewCompany = typeof companies.$inferInsert;

export async function insertCompany(db: Database, overrides: Partial<NewCompany> = {}): Promise<CompanyRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(companies)
    .values({ name: `Test Garden Rooms ${suffix}`, subdomain: `t-${suffix}`, ...overrides })
    .returning();
  return row!;
}
