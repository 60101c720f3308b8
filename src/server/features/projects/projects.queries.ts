import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DelayNotice } from '../../../shared/schemas/delay-notices';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { projectDelayNotices, type DelayNoticeRow } from '../../db/schema/delay-notices';
import { paymentItems, projectMilestones } from '../../db/schema/payments';
import { projects, type ProjectRow } from '../../db/schema/projects';

export async function findProject(db: Database, companyId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .limit(1);
  return row;
}

export async function findCustomerName(db: Database, companyId: string, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? '';
}

export function listMilestones(db: Database, companyId: string, projectId: string) {
  return db
    .select({ title: projectMilestones.title, date: projectMilestones.date, completed: projectMilestones.completed })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.companyId, companyId), eq(projectMilestones.projectId, projectId)))
    .orderBy(asc(projectMilestones.date), asc(projectMilestones.title));
}

export function toDelayNotice(row: DelayNoticeRow, authorName: string): DelayNotice {
  return {
    id: row.id,
    reason: row.reason,
    previousInstallDate: row.previousInstallDate,
    revisedInstallDate: row.revisedInstallDate,
    authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest delay notice of a project, with its author's name. */
export async function findLatestDelayNotice(db: Database, companyId: string, projectId: string): Promise<DelayNotice | null> {
  const [row] = await db
    .select({ notice: projectDelayNotices, authorName: users.name })
    .from(projectDelayNotices)
    .innerJoin(users, eq(users.id, projectDelayNotices.authorId))
    .where(and(eq(projectDelayNotices.companyId, companyId), eq(projectDelayNotices.projectId, projectId)))
    .orderBy(desc(projectDelayNotices.createdAt), desc(projectDelayNotices.id))
    .limit(1);
  return row ? toDelayNotice(row.notice, row.authorName) : null;
}

/** The sample project a tenant's demo visitors get a copy of (set by the seed). */
export async function findDemoTemplateProjectId(db: Database | Transaction, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sql<string | null>`${companies.settings} ->> 'demoProjectId'` })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.id ?? null;
}

export async function copyProjectForCustomer(
  db: Database | Transaction,
  input: { companyId: string; projectId: string; customerId: string },
): Promise<string | null> {
  const [source] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, input.companyId), eq(projects.id, input.projectId)));
  if (!source) return null;
  const id = `proj-${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const now = new Date();
  await db.insert(projects).values({ ...source, id, customerId: input.customerId, createdAt: now, updatedAt: now });
  // The schedule and milestones come too, so a demo visitor's project is a whole one.
  const items = await db.select().from(paymentItems).where(eq(paymentItems.projectId, source.id));
  if (items.length) {
    await db.insert(paymentItems).values(items.map(({ id: _id, ...item }) => ({ ...item, projectId: id, createdAt: now, updatedAt: now })));
  }
  const milestones = await db.select().from(projectMilestones).where(eq(projectMilestones.projectId, source.id));
  if (milestones.length) {
    await db.insert(projectMilestones).values(milestones.map(({ id: _id, ...m }) => ({ ...m, projectId: id })));
  }
  return id;
}
