import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_STAGES, type ProjectStage } from '../../../shared/constants/stages';
import { AppError } from '../../../shared/errors';
import type {
  ChecklistTemplateItem,
  NewChecklistTemplateItem,
  UpdateChecklistTemplateItem,
} from '../../../shared/schemas/checklist';
import type { Actor } from '../../app-env';
import { requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database, Transaction } from '../../db/client';
import { checklistItems, checklistTemplateItems, type ChecklistTemplateItemRow } from '../../db/schema/checklist';
import type { CompanyRow } from '../../db/schema/companies';
import { DEFAULT_CHECKLIST_TEMPLATE } from './default-checklist-template';

function toTemplateItem(row: ChecklistTemplateItemRow): ChecklistTemplateItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    visibility: row.visibility,
    isMandatory: row.isMandatory,
    stage: row.stage,
    position: row.position,
  };
}

function templateRows(db: Database | Transaction, companyId: string) {
  return db
    .select()
    .from(checklistTemplateItems)
    .where(eq(checklistTemplateItems.companyId, companyId))
    .orderBy(sql`${checklistTemplateItems.stage} asc nulls first`, asc(checklistTemplateItems.position), asc(checklistTemplateItems.createdAt));
}

/** Staff: the company's default checklist, stage by stage. */
export async function listChecklistTemplate(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<ChecklistTemplateItem[]> {
  requireRole(actor, STAFF_ROLES);
  return (await templateRows(db, tenant.id)).map(toTemplateItem);
}

export async function addChecklistTemplateItem(db: Database, actor: Actor | null, tenant: CompanyRow, input: NewChecklistTemplateItem): Promise<ChecklistTemplateItem> {
  requireRole(actor, STAFF_ROLES);
  const [row] = await db
    .insert(checklistTemplateItems)
    .values({
      companyId: tenant.id,
      ...input,
      // After everything already there, in one statement so two adds never share a place.
      position: sql`(select coalesce(max(${checklistTemplateItems.position}), -1) + 1 from ${checklistTemplateItems} where ${checklistTemplateItems.companyId} = ${tenant.id})`,
    })
    .returning();
  return toTemplateItem(row!);
}

export async function updateChecklistTemplateItem(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  itemId: string,
  input: UpdateChecklistTemplateItem,
): Promise<ChecklistTemplateItem> {
  requireRole(actor, STAFF_ROLES);
  const [row] = await db
    .update(checklistTemplateItems)
    .set(input)
    .where(and(eq(checklistTemplateItems.companyId, tenant.id), eq(checklistTemplateItems.id, itemId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Template item not found.');
  return toTemplateItem(row);
}

/** Removes the line from the template; projects that already have it keep their copy. */
export async function deleteChecklistTemplateItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string): Promise<void> {
  requireRole(actor, STAFF_ROLES);
  const deleted = await db
    .delete(checklistTemplateItems)
    .where(and(eq(checklistTemplateItems.companyId, tenant.id), eq(checklistTemplateItems.id, itemId)))
    .returning({ id: checklistTemplateItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Template item not found.');
}

/**
 * Gives a new project its company's default checklist. Call it in the transaction
 * that creates the project, wherever a project is created.
 */
export async function applyChecklistTemplate(tx: Database | Transaction, input: { companyId: string; projectId: string }): Promise<number> {
  const rows = await templateRows(tx, input.companyId);
  if (rows.length === 0) return 0;
  await tx.insert(checklistItems).values(
    rows.map((row) => ({
      companyId: input.companyId,
      projectId: input.projectId,
      title: row.title,
      description: row.description,
      type: row.type,
      visibility: row.visibility,
      isMandatory: row.isMandatory,
      stage: row.stage,
      position: row.position,
    })),
  );
  return rows.length;
}

/** A new company's starting template (the seed, and any future company sign-up). */
export async function insertDefaultChecklistTemplate(tx: Database | Transaction, companyId: string): Promise<void> {
  await tx.insert(checklistTemplateItems).values(DEFAULT_CHECKLIST_TEMPLATE.map((item, position) => ({ companyId, ...item, position })));
}

/**
 * For a project that starts part-way (the demo's sample project and its copies):
 * what the stages before `stage` asked for is done already.
 */
export async function completeItemsBeforeStage(tx: Database | Transaction, input: { companyId: string; projectId: string; stage: ProjectStage; at?: Date }): Promise<void> {
  const earlier = PROJECT_STAGES.slice(0, PROJECT_STAGES.indexOf(input.stage));
  if (earlier.length === 0) return;
  await tx
    .update(checklistItems)
    // Nobody ticked them in the portal: done before it, so no one is named.
    .set({ completedAt: input.at ?? new Date(), completedBy: null })
    .where(and(eq(checklistItems.companyId, input.companyId), eq(checklistItems.projectId, input.projectId), inArray(checklistItems.stage, earlier)));
}
