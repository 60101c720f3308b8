import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, tasks } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The project, task and lead counts of the stat cards in one statement: the tasks and leads
 * are uncorrelated subqueries on their own (company, …) indexes, so the dashboard costs one
 * round trip whatever the company's size.
 */
export async function countCompanyWork(db: Database, companyId: string, leadsSince: Date) {
  const openTasks = db.select({ n: count() }).from(tasks).where(and(eq(tasks.companyId, companyId), isNull(tasks.completedAt)));
  const recentLeads = db.select({ n: count() }).from(leads).where(and(eq(leads.companyId, companyId), gte(leads.createdAt, leadsSince)));
  const [row] = await db
    .select({
      active: countWhere(sql`${projects.stage} <> 'completed'`),
      pendingInstallations: countWhere(sql`${projects.stage} <> 'completed' and ${projects.installDate} is not null`),
      pendingTasks: sql<number>`(${openTasks})`.mapWith(Number),
      newLeads: sql<number>`(${recentLeads})`.mapWith(Number),
    })
    .from(projects)
    .where(eq(projects.companyId, companyId));
  return { active: row?.active ?? 0, pendingInstallations: row?.pendingInstallations ?? 0, pendingTasks: row?.pendingTasks ?? 0, newLeads: row?.newLeads ?? 0 };
}

/** Builds in the workshop and finished, from the projects' stages (the (company, stage) index answers it). */
export async function countProductionStages(db: Database, companyId: string) {
  const [row] = await db
    .select({
      manufacturing: countWhere(sql`${projects.stage} = 'manufacturing'`),
      qualityControl: countWhere(sql`${projects.stage} = 'quality_control'`),
      completed: countWhere(sql`${projects.stage} = 'completed'`),
    })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), sql`${projects.stage} in ('manufacturing', 'quality_control', 'completed')`));
  return { manufacturing: row?.manufacturing ?? 0, qualityControl: row?.qualityControl ?? 0, completed: row?.completed ?? 0 };
}
