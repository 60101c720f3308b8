import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Activity, ActivityType } from '../../../shared/schemas/activity';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import type { Database, Transaction } from '../../db/client';
import { activity } from '../../db/schema/activity';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';

/** Call inside the transaction of the change it describes, so the two stand or fall together. */
export async function recordActivity(
  tx: Database | Transaction,
  input: { companyId: string; projectId: string | null; actorId: string; type: ActivityType; description: string; isPublic: boolean; subjectId?: string },
): Promise<void> {
  await tx.insert(activity).values(input);
}

/**
 * Staff see all of the company's activity; a customer sees the public activity of their own
 * projects. `projectId` narrows either to one project (a customer's filter never widens theirs).
 */
export async function listActivity(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, options: { limit?: number; projectId?: string } = {}): Promise<Activity[]> {
  const actor = requireActor(actorOrNull);
  const { limit = 50, projectId } = options;
  const conditions = [eq(activity.companyId, tenant.id)];
  if (projectId) conditions.push(eq(activity.projectId, projectId));
  if (actor.role === 'customer') {
    const own = db.select({ id: projects.id }).from(projects).where(and(eq(projects.companyId, tenant.id), eq(projects.customerId, actor.userId)));
    conditions.push(eq(activity.isPublic, true), inArray(activity.projectId, own));
  }
  const rows = await db
    .select({ row: activity, user: users.name })
    .from(activity)
    .innerJoin(users, eq(users.id, activity.actorId))
    .where(and(...conditions))
    .orderBy(desc(activity.createdAt))
    .limit(limit);
  return rows.map(({ row, user }) => ({ id: row.id, type: row.type, description: row.description, user, date: row.createdAt.toISOString(), projectId: row.projectId }));
}
