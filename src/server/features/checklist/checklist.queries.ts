import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectStage } from '../../../shared/constants/stages';
import type { Database, Transaction } from '../../db/client';
import { checklistItems, checklistTemplateItems, type ChecklistItemRow, type ChecklistTemplateItemRow } from '../../db/schema/checklist';

type Db = Database | Transaction;

export type NewChecklistItemRow = typeof checklistItems.$inferInsert;
export type ChecklistItemChange = Partial<Omit<NewChecklistItemRow, 'id' | 'companyId' | 'projectId'>>;
export type NewTemplateItemRow = Omit<typeof checklistTemplateItems.$inferInsert, 'position'>;
export type TemplateItemChange = Partial<Omit<typeof checklistTemplateItems.$inferInsert, 'id' | 'companyId'>>;

/** A project's checklist stage by stage (the enum's order is the build's), then as the template listed them. */
export function listProjectChecklist(db: Db, companyId: string, projectId: string): Promise<ChecklistItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.companyId, companyId), eq(checklistItems.projectId, projectId)))
    .orderBy(
      sql`${checklistItems.stage} asc nulls first`,
      sql`${checklistItems.dueDate} asc nulls last`,
      asc(checklistItems.createdAt),
      asc(checklistItems.position),
      asc(checklistItems.id),
    );
}

export async function findCompanyChecklistItem(db: Db, companyId: string, itemId: string): Promise<ChecklistItemRow | undefined> {
  const [row] = await db.select().from(checklistItems).where(and(eq(checklistItems.companyId, companyId), eq(checklistItems.id, itemId)));
  return row;
}

export async function insertChecklistItem(db: Db, values: NewChecklistItemRow): Promise<ChecklistItemRow> {
  const [row] = await db.insert(checklistItems).values(values).returning();
  return row!;
}

export async function insertChecklistItems(db: Db, values: NewChecklistItemRow[]): Promise<void> {
  if (values.length > 0) await db.insert(checklistItems).values(values);
}

export async function updateCompanyChecklistItem(db: Db, companyId: string, itemId: string, change: ChecklistItemChange): Promise<ChecklistItemRow | undefined> {
  const [row] = await db
    .update(checklistItems)
    .set(change)
    .where(and(eq(checklistItems.companyId, companyId), eq(checklistItems.id, itemId)))
    .returning();
  return row;
}

/** Answers whether a row went. */
export async function deleteCompanyChecklistItem(db: Db, companyId: string, itemId: string): Promise<boolean> {
  const deleted = await db
    .delete(checklistItems)
    .where(and(eq(checklistItems.companyId, companyId), eq(checklistItems.id, itemId)))
    .returning({ id: checklistItems.id });
  return deleted.length > 0;
}

/** Marks a project's items of these stages done at `at`, by no one in particular. */
export async function completeProjectItemsOfStages(db: Db, input: { companyId: string; projectId: string; stages: ProjectStage[]; at: Date }): Promise<void> {
  await db
    .update(checklistItems)
    .set({ completedAt: input.at, completedBy: null })
    .where(and(eq(checklistItems.companyId, input.companyId), eq(checklistItems.projectId, input.projectId), inArray(checklistItems.stage, input.stages)));
}

/** A company's template stage by stage, then in the order staff put it. */
export function listTemplateItems(db: Db, companyId: string): Promise<ChecklistTemplateItemRow[]> {
  return db
    .select()
    .from(checklistTemplateItems)
    .where(eq(checklistTemplateItems.companyId, companyId))
    .orderBy(sql`${checklistTemplateItems.stage} asc nulls first`, asc(checklistTemplateItems.position), asc(checklistTemplateItems.createdAt));
}

/** Adds a line after everything already there, in one statement so two adds never share a place. */
export async function insertTemplateItemLast(db: Db, values: NewTemplateItemRow): Promise<ChecklistTemplateItemRow> {
  const [row] = await db
    .insert(checklistTemplateItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${checklistTemplateItems.position}), -1) + 1 from ${checklistTemplateItems} where ${checklistTemplateItems.companyId} = ${values.companyId})`,
    })
    .returning();
  return row!;
}

export async function insertTemplateItems(db: Db, values: (typeof checklistTemplateItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(checklistTemplateItems).values(values);
}

export async function updateTemplateItem(db: Db, companyId: string, itemId: string, change: TemplateItemChange): Promise<ChecklistTemplateItemRow | undefined> {
  const [row] = await db
    .update(checklistTemplateItems)
    .set(change)
    .where(and(eq(checklistTemplateItems.companyId, companyId), eq(checklistTemplateItems.id, itemId)))
    .returning();
  return row;
}

/** Answers whether a row went. */
export async function deleteTemplateItem(db: Db, companyId: string, itemId: string): Promise<boolean> {
  const deleted = await db
    .delete(checklistTemplateItems)
    .where(and(eq(checklistTemplateItems.companyId, companyId), eq(checklistTemplateItems.id, itemId)))
    .returning({ id: checklistTemplateItems.id });
  return deleted.length > 0;
}
