import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DelayNotice } from '../../../shared/schemas/delay-notices';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { companies } from '../../db/schema/companies';
import type { DelayNoticeRow } from '../../db/schema/delay-notices';
import { paymentItems, projectMilestones } from '../../db/schema/payments';
import { projects, type ProjectRow } from '../../db/schema/projects';

const projectById = preparedPerDatabase((db) =>
  db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('projectId'))))
    .limit(1)
    .prepare('project_by_id'),
);

export async function findProject(db: Database, companyId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await projectById(db).execute({ companyId, projectId });
  return row;
}

export interface MilestoneRow {
  title: string;
  date: string;
  completed: boolean;
}

const projectWithMilestones = preparedPerDatabase((db) =>
  db
    .select({
      project: projects,
      // Written out in full: in a one-table select Drizzle leaves columns unqualified, which the subqueries would misread.
      customerName: sql<string>`coalesce((select u.name from users u where u.company_id = projects.company_id and u.id = projects.customer_id), '')`,
      // Dates come out of json as 'YYYY-MM-DD', as the date columns do everywhere else.
      milestones: sql<MilestoneRow[]>`coalesce((
        select json_agg(json_build_object('title', m.title, 'date', m.date, 'completed', m.completed) order by m.date asc, m.title asc)
        from project_milestones m where m.company_id = projects.company_id and m.project_id = projects.id
      ), '[]'::json)`,
      // The newest delay notice, written as the API writes one (createdAt as toISOString() would).
      delayNotice: sql<DelayNotice | null>`(
        select json_build_object(
          'id', n.id, 'reason', n.reason, 'previousInstallDate', n.previous_install_date, 'revisedInstallDate', n.revised_install_date,
          'authorName', u.name, 'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        from project_delay_notices n join users u on u.id = n.author_id
        where n.company_id = projects.company_id and n.project_id = projects.id
        order by n.created_at desc, n.id desc limit 1
      )`,
    })
    .from(projects)
    .where(and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('projectId'))))
    .limit(1)
    .prepare('project_with_milestones'),
);

/** The project with its customer's name, milestones (by date, then title) and newest delay notice, in one statement. */
export async function findProjectWithMilestones(db: Database, companyId: string, projectId: string) {
  const [row] = await projectWithMilestones(db).execute({ companyId, projectId });
  return row;
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
