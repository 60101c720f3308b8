import { PROJECT_STAGES, type ProjectStage } from '../../../shared/constants/stages';
import { AppError } from '../../../shared/errors';
import type {
  ChecklistTemplateItem,
  NewChecklistTemplateItem,
  UpdateChecklistTemplateItem,
} from '../../../shared/schemas/checklist';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { ChecklistTemplateItemRow } from '../../db/schema/checklist';
import type { CompanyRow } from '../../db/schema/companies';
import {
  completeProjectItemsOfStages,
  deleteTemplateItem,
  insertChecklistItems,
  insertTemplateItemLast,
  insertTemplateItems,
  listTemplateItems,
  updateTemplateItem,
} from './checklist.queries';
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

/** Staff: the company's default checklist, stage by stage. */
export async function listChecklistTemplate(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<ChecklistTemplateItem[]> {
  requirePermission(actor, 'checklist:manage');
  return (await listTemplateItems(db, tenant.id)).map(toTemplateItem);
}

export async function addChecklistTemplateItem(db: Database, actor: Actor | null, tenant: CompanyRow, input: NewChecklistTemplateItem): Promise<ChecklistTemplateItem> {
  requirePermission(actor, 'checklist:manage');
  return toTemplateItem(await insertTemplateItemLast(db, { companyId: tenant.id, ...input }));
}

export async function updateChecklistTemplateItem(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  itemId: string,
  input: UpdateChecklistTemplateItem,
): Promise<ChecklistTemplateItem> {
  requirePermission(actor, 'checklist:manage');
  const row = await updateTemplateItem(db, tenant.id, itemId, input);
  if (!row) throw new AppError('NOT_FOUND', 'Template item not found.');
  return toTemplateItem(row);
}

/** Removes the line from the template; projects that already have it keep their copy. */
export async function deleteChecklistTemplateItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string): Promise<void> {
  requirePermission(actor, 'checklist:manage');
  if (!(await deleteTemplateItem(db, tenant.id, itemId))) throw new AppError('NOT_FOUND', 'Template item not found.');
}

/**
 * Gives a new project its company's default checklist. Call it in the transaction
 * that creates the project, wherever a project is created.
 */
export async function applyChecklistTemplate(tx: Database | Transaction, input: { companyId: string; projectId: string }): Promise<number> {
  const rows = await listTemplateItems(tx, input.companyId);
  await insertChecklistItems(
    tx,
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
  await insertTemplateItems(tx, DEFAULT_CHECKLIST_TEMPLATE.map((item, position) => ({ companyId, ...item, position })));
}

/**
 * For a project that starts part-way (the demo's sample project and its copies):
 * what the stages before `stage` asked for is done already.
 */
export async function completeItemsBeforeStage(tx: Database | Transaction, input: { companyId: string; projectId: string; stage: ProjectStage; at?: Date }): Promise<void> {
  const earlier = PROJECT_STAGES.slice(0, PROJECT_STAGES.indexOf(input.stage));
  if (earlier.length === 0) return;
  // Nobody ticked them in the portal: done before it, so no one is named.
  await completeProjectItemsOfStages(tx, { companyId: input.companyId, projectId: input.projectId, stages: earlier, at: input.at ?? new Date() });
}
