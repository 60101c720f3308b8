import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { configuratorOptions } from '../../db/schema/site';

export type ConfiguratorOptionRow = typeof configuratorOptions.$inferSelect;
type OptionValues = Omit<typeof configuratorOptions.$inferInsert, 'id' | 'companyId' | 'updatedAt'>;

/** By group (the enum's order is the buying order), then position; label breaks ties so the order is stable. */
export function listCompanyOptions(db: Database, companyId: string, { availableOnly }: { availableOnly: boolean }): Promise<ConfiguratorOptionRow[]> {
  const where = availableOnly
    ? and(eq(configuratorOptions.companyId, companyId), eq(configuratorOptions.available, true))
    : eq(configuratorOptions.companyId, companyId);
  return db
    .select()
    .from(configuratorOptions)
    .where(where)
    .orderBy(asc(configuratorOptions.group), asc(configuratorOptions.position), asc(configuratorOptions.label), asc(configuratorOptions.id));
}

export async function findCompanyOption(db: Database, companyId: string, id: string): Promise<ConfiguratorOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(configuratorOptions)
    .where(and(eq(configuratorOptions.companyId, companyId), eq(configuratorOptions.id, id)));
  return row;
}

/** Null when the company already has that code in that group. */
export async function insertOption(db: Database, companyId: string, values: OptionValues): Promise<ConfiguratorOptionRow | null> {
  const [row] = await db
    .insert(configuratorOptions)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateOption(db: Database, companyId: string, id: string, values: Partial<OptionValues>): Promise<ConfiguratorOptionRow | undefined> {
  const [row] = await db
    .update(configuratorOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(configuratorOptions.companyId, companyId), eq(configuratorOptions.id, id)))
    .returning();
  return row;
}

export async function deleteOption(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(configuratorOptions)
    .where(and(eq(configuratorOptions.companyId, companyId), eq(configuratorOptions.id, id)))
    .returning({ id: configuratorOptions.id });
  return rows.length > 0;
}
