import { and, asc, eq, sql } from 'drizzle-orm';
import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { isCustomerItem, type ChecklistItem, type NewChecklistItem, type UpdateChecklistItem } from '../../../shared/schemas/checklist';
import type { Actor } from '../../app-env';
import { requireActor, requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database } from '../../db/client';
import { checklistItems, type ChecklistItemRow } from '../../db/schema/checklist';
import type { CompanyRow } from '../../db/schema/companies';
import { requireVisibleProject } from '../projects/projects.service';

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
  const rows = await db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.companyId, tenant.id), eq(checklistItems.projectId, projectId)))
        // Stage by stage (the enum's order is the build's), then as the template listed them.
    .orderBy(
      sql`${checklistItems.stage} asc nulls first`,
      sql`${checklistItems.dueDate} asc nulls last`,
      asc(checklistItems.createdAt),
      asc(checklistItems.position),
      asc(checklistItems.id),
    );
  const today = todayInLondon();
  return rows.map((r) => toItem(r, today)).filter((item) => signedIn.role !== 'customer' || isCustomerItem(item));
}

export async function addChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: NewChecklistItem): Promise<ChecklistItem> {
  const staff = requireRole(actor, STAFF_ROLES);
  await requireVisibleProject(db, staff, tenant, projectId);
  const [row] = await db.insert(checklistItems).values({ companyId: tenant.id, projectId, ...input }).returning();
  return toItem(row!, todayInLondon());
}

/**
 * Staff change anything. A customer may only tick or untick an item meant for
 * them; everything else about it is staff's to edit.
 */
export async function updateChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string, input: UpdateChecklistItem): Promise<ChecklistItem> {
  const signedIn = requireActor(actor);
  const [existing] = await db.select().from(checklistItems).where(and(eq(checklistItems.companyId, tenant.id), eq(checklistItems.id, itemId)));
  if (!existing) throw new AppError('NOT_FOUND', 'Checklist item not found.');
  await requireVisibleProject(db, signedIn, tenant, existing.projectId).catch(() => {
    throw new AppError('NOT_FOUND', 'Checklist item not found.');
  });
  if (signedIn.role === 'customer') {
    if (!isCustomerItem(existing)) throw new AppError('NOT_FOUND', 'Checklist item not found.');
    const { isCompleted, ...rest } = input;
    if (Object.keys(rest).length > 0 || isCompleted === undefined) throw new AppError('FORBIDDEN', 'Only the team can edit checklist items.');
  }
  const { isCompleted, ...fields } = input;
  const completion =
    isCompleted === undefined ? {} : isCompleted ? { completedAt: existing.completedAt ?? new Date(), completedBy: existing.completedBy ?? signedIn.userId } : { completedAt: null, completedBy: null };
  const [row] = await db
    .update(checklistItems)
    .set({ ...fields, ...completion })
    .where(and(eq(checklistItems.companyId, tenant.id), eq(checklistItems.id, itemId)))
    .returning();
  return toItem(row!, todayInLondon());
}

export async function deleteChecklistItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string): Promise<void> {
  requireRole(actor, STAFF_ROLES);
  const deleted = await db
    .delete(checklistItems)
    .where(and(eq(checklistItems.companyId, tenant.id), eq(checklistItems.id, itemId)))
    .returning({ id: checklistItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Checklist item not found.');
}
