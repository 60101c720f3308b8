import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { activity } from '../../db/schema/activity';
import { users } from '../../db/schema/auth';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

export async function insertActivity(db: Db, values: typeof activity.$inferInsert): Promise<void> {
  await db.insert(activity).values(values);
}

/**
 * A company's activity, newest first, with who did it. `projectId` narrows it to one project;
 * `publicOfCustomer` to the public activity of that customer's own projects.
 */
export function listCompanyActivity(db: Db, companyId: string, filter: { limit: number; projectId?: string; publicOfCustomer: string | null }) {
  const conditions = [eq(activity.companyId, companyId)];
  if (filter.projectId) conditions.push(eq(activity.projectId, filter.projectId));
  if (filter.publicOfCustomer) {
    const own = db.select({ id: projects.id }).from(projects).where(and(eq(projects.companyId, companyId), eq(projects.customerId, filter.publicOfCustomer)));
    conditions.push(eq(activity.isPublic, true), inArray(activity.projectId, own));
  }
  return db
    .select({ row: activity, user: users.name })
    .from(activity)
    .innerJoin(users, eq(users.id, activity.actorId))
    .where(and(...conditions))
    .orderBy(desc(activity.createdAt))
    .limit(filter.limit);
}

/** The activity that quotes something (a note) shows to whom it does. */
export async function setActivityVisibilityOfSubject(db: Db, companyId: string, subjectId: string, isPublic: boolean): Promise<void> {
  await db
    .update(activity)
    .set({ isPublic })
    .where(and(eq(activity.companyId, companyId), eq(activity.subjectId, subjectId)));
}
