import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';

/** Copies made before the cut-off, oldest first. Never a company without `demo_of`. */
export async function demoCopiesMadeBefore(db: Database, cutOff: Date): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(isNotNull(companies.demoOf), lt(companies.createdAt, cutOff)))
    .orderBy(asc(companies.createdAt));
  return rows.map((row) => row.id);
}

/**
 * The copy, locked for deleting, if it is still a copy made before the cut-off; undefined when it is
 * gone or another server is removing it now (skipped, not waited for).
 */
export async function lockDemoCopyMadeBefore(tx: Transaction, copyId: string, cutOff: Date) {
  const [row] = await tx
    .select({ id: companies.id, settings: companies.settings })
    .from(companies)
    .where(and(eq(companies.id, copyId), isNotNull(companies.demoOf), lt(companies.createdAt, cutOff)))
    .for('update', { skipLocked: true });
  return row;
}

/** Every stored object the company's rows name as a file (uploads, gallery photos and their sizes). */
export async function storedFileKeysOf(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.companyId, companyId));
  return rows.map((row) => row.key);
}

/** One statement: every table's company_id cascades from the company row (migration 0030). */
export async function deleteDemoCopy(tx: Transaction, copyId: string): Promise<boolean> {
  const result = await tx.delete(companies).where(and(eq(companies.id, copyId), isNotNull(companies.demoOf)));
  return (result.rowCount ?? 0) > 0;
}
