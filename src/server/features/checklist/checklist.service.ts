import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { isCustomerItem, type ChecklistItem, type NewChecklistItem, type UpdateChecklistItem } from '../../../shared/schemas/checklist';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { ChecklistItemRow } from '../../db/schema/checklist';
import type { CompanyRow } from '../../db/schema/companies';
import { requireVisibleProject } from '../projects/projects.service';
import { deleteCompanyChecklistItem, findCompanyChecklistItem, insertChecklistItem, listProjectChecklist, updateCompanyChecklistItem } from './checklist.queries';

function toItem(row: ChecklistItemRow, today: string): ChecklistItem {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    type: row.type,
    isCompleted: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    visibility: row.visibility,
    dueDate: row.dueDate,
    isMandatory: row.isMandatory,
    // Overdue: the due date has passed and it is not done (the product's states and transitions).
    isOverdue: row.completedAt === null && row.dueDate !== null && row.dueDate < today,
    stage: row.stage,
  };
}

/** Staff see the whole checklist; a customer sees the public items meant for them or shared. */
export async function listChecklist(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<ChecklistItem[]> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const rows = await listProjectChecklist(db, tenant.id, projectId);
  const today = todayInLondon();
  return rows.map((r) => toItem(r, today)).filter((item) => can(signedIn, 'checklist:manage') || isCustomerItem(item));
}

export async function addChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: NewChecklistItem): Promise<ChecklistItem> {
  const staff = requirePermission(actor, 'checklist:manage');
  await requireVisibleProject(db, staff, tenant, projectId);
  const row = await insertChecklistItem(db, { companyId: tenant.id, projectId, ...input });
  return toItem(row, todayInLondon());
}

/**
 * Staff change anything. A customer may only tick or untick an item meant for
 * them; everything else about it is staff's to edit.
 */
export async function updateChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string, input: UpdateChecklistItem): Promise<ChecklistItem> {
  const signedIn = requireActor(actor);
  const existing = await findCompanyChecklistItem(db, tenant.id, itemId);
  if (!existing) throw new AppError('NOT_FOUND', 'Checklist item not found.');
  await requireVisibleProject(db, signedIn, tenant, existing.projectId).catch(() => {
    throw new AppError('NOT_FOUND', 'Checklist item not found.');
  });
  if (!can(signedIn, 'checklist:manage')) {
    if (!isCustomerItem(existing)) throw new AppError('NOT_FOUND', 'Checklist item not found.');
    const { isCompleted, ...rest } = input;
    if (Object.keys(rest).length > 0 || isCompleted === undefined) throw new AppError('FORBIDDEN', 'Only the team can edit checklist items.');
  }
  const { isCompleted, ...fields } = input;
  const completion =
    isCompleted === undefined ? {} : isCompleted ? { completedAt: existing.completedAt ?? new Date(), completedBy: existing.completedBy ?? signedIn.userId } : { completedAt: null, completedBy: null };
  const row = await updateCompanyChecklistItem(db, tenant.id, itemId, { ...fields, ...completion });
  return toItem(row!, todayInLondon());
}

export async function deleteChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string): Promise<void> {
  requirePermission(actor, 'checklist:manage');
  if (!(await deleteCompanyChecklistItem(db, tenant.id, itemId))) throw new AppError('NOT_FOUND', 'Checklist item not found.');
}
