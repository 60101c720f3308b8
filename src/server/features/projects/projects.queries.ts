import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DelayNotice } from '../../../shared/schemas/delay-notices';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { projectDelayNotices, type DelayNoticeRow } from '../../db/schema/delay-notices';
import { designDecisions } from '../../db/schema/design-decisions';
import { paymentItems, projectMilestones } from '../../db/schema/payments';
import { projects, type ProjectRow } from '../../db/schema/projects';

type Db = Database | Transaction;

export type ProjectChange = Partial<Omit<typeof projects.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;

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

/**
 * Each customer's first project (the one a contract for them goes to, as the contracts service
 * picks it), with what is left to pay on it: every item not yet paid, awaiting checks included.
 */
export function listFirstProjects(db: Database | Transaction, companyId: string, customerIds: string[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  const balance = db
    .select({ total: sql<number>`coalesce(sum(${paymentItems.amountPence}), 0)::int` })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.projectId, projects.id), ne(paymentItems.status, 'paid')));
  return db
    .selectDistinctOn([projects.customerId], {
      customerId: projects.customerId,
      id: projects.id,
      name: projects.name,
      stage: projects.stage,
      detailsConfirmedAt: projects.detailsConfirmedAt,
      balanceDuePence: sql<number>`(${balance})`.mapWith(Number),
    })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.customerId, customerIds)))
    .orderBy(projects.customerId, asc(projects.createdAt));
}

export async function insertProjectRow(db: Db, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

/** The project, its row locked until the transaction ends: changes to it queue behind one another. */
export async function lockProject(tx: Transaction, companyId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .for('update');
  return row;
}

/** Answers the changed row, or undefined when the company has no such project. */
export async function updateProject(db: Db, companyId: string, projectId: string, change: ProjectChange): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .returning();
  return row;
}

/** Moves the project's milestones not yet done from one date to another. */
export async function moveOpenMilestones(db: Db, input: { companyId: string; projectId: string; from: string; to: string }): Promise<void> {
  await db
    .update(projectMilestones)
    .set({ date: input.to })
    .where(and(eq(projectMilestones.companyId, input.companyId), eq(projectMilestones.projectId, input.projectId), eq(projectMilestones.date, input.from), eq(projectMilestones.completed, false)));
}

export async function insertDelayNotice(db: Db, values: typeof projectDelayNotices.$inferInsert): Promise<DelayNoticeRow> {
  const [row] = await db.insert(projectDelayNotices).values(values).returning();
  return row!;
}

export async function insertDesignDecision(db: Db, values: typeof designDecisions.$inferInsert): Promise<void> {
  await db.insert(designDecisions).values(values);
}

/** A project's design decisions with the customer's name, newest first. */
export function listProjectDesignDecisions(db: Db, companyId: string, projectId: string, limit: number) {
  return db
    .select({ row: designDecisions, customerName: users.name })
    .from(designDecisions)
    .innerJoin(users, eq(users.id, designDecisions.customerId))
    .where(and(eq(designDecisions.companyId, companyId), eq(designDecisions.projectId, projectId)))
    .orderBy(desc(designDecisions.createdAt), desc(designDecisions.id))
    .limit(limit);
}
