import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';

export interface CompanyChange {
  columns?: Partial<Pick<CompanyRow, 'name' | 'primaryColor' | 'secondaryColor' | 'logoUrl'>>;
  /** Merged into `settings`; other keys (other features' settings) are left as they are. */
  setKeys?: Record<string, unknown>;
  /** Removed from `settings`. */
  removeKeys?: string[];
}

/** One statement, so a change never half-applies and never overwrites keys it does not name. */
export async function updateCompany(db: Database | Transaction, companyId: string, change: CompanyChange): Promise<CompanyRow | undefined> {
  const removeKeys = change.removeKeys ?? [];
  const setKeys = change.setKeys ?? {};
  const [row] = await db
    .update(companies)
    .set({
      ...change.columns,
      settings: sql`(${companies.settings} - ${sql.param(removeKeys)}::text[]) || ${JSON.stringify(setKeys)}::jsonb`,
    })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

/** The company row, locked until the transaction ends: two logo uploads replace each other in turn. */
export async function lockCompany(tx: Transaction, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}
