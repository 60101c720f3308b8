import { and, eq, sql } from 'drizzle-orm';
import type { ProjectStage } from '../../shared/constants/stages';
import type { Database } from './client';
import { preparedPerDatabase } from './prepared';
import { companyCounts } from './schema/company-counts';

/** The counts the database keeps for each company (schema/company-counts.ts). */
export type CompanyCountName = `projects:${ProjectStage}` | 'projects:booked' | 'tasks:open' | 'payment_items';

const oneCount = preparedPerDatabase((db) =>
  db
    .select({ n: companyCounts.n })
    .from(companyCounts)
    .where(and(eq(companyCounts.companyId, sql.placeholder('companyId')), eq(companyCounts.name, sql.placeholder('name'))))
    .prepare('company_count'),
);

/** One kept count; a name with no row yet counts nothing. */
export async function companyCount(db: Database, companyId: string, name: CompanyCountName): Promise<number> {
  const [row] = await oneCount(db).execute({ companyId, name });
  return row?.n ?? 0;
}

/** Reads the company's kept counts by name, from rows of (name, n). */
export function countsByName(rows: { name: string; n: number }[]): (name: CompanyCountName) => number {
  const byName = new Map(rows.map((row) => [row.name, Number(row.n)]));
  return (name) => byName.get(name) ?? 0;
}
