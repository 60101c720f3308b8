import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/schemas/tasks';
import { rolesWith } from '../../auth/permissions';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { tasks } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = Omit<typeof tasks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TaskChange = Partial<Pick<TaskRow, 'title' | 'priority' | 'dueDate' | 'assigneeId' | 'completedAt'>>;

/** A task with the names shown beside it. */
export interface TaskView extends TaskRow {
  assigneeName: string | null;
  projectName: string | null;
}

const view = {
  task: tasks,
  assigneeName: users.name,
  projectName: projects.name,
};

function selectTasks(db: Database, where: SQL | undefined) {
  return db
    .select(view)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(where);
}

const flatten = ({ task, assigneeName, projectName }: { task: TaskRow; assigneeName: string | null; projectName: string | null }): TaskView => ({
  ...task,
  assigneeName,
  projectName,
});

export async function listCompanyTasks(db: Database, companyId: string, filter: { assigneeId?: string; status: TaskStatus }): Promise<TaskView[]> {
  const rows = await selectTasks(
    db,
    and(
      eq(tasks.companyId, companyId),
      filter.assigneeId ? eq(tasks.assigneeId, filter.assigneeId) : undefined,
      filter.status === 'open' ? isNull(tasks.completedAt) : filter.status === 'done' ? isNotNull(tasks.completedAt) : undefined,
    ),
  ).orderBy(
    // Open before done; open ones by due date (undated last), done ones most recently finished first.
    sql`(${tasks.completedAt} is not null)`,
    sql`case when ${tasks.completedAt} is null then ${tasks.dueDate} end asc nulls last`,
    desc(tasks.completedAt),
    // The enum runs low, medium, high: descending puts high first.
    desc(tasks.priority),
    asc(tasks.createdAt),
    asc(tasks.id),
  );
  return rows.map(flatten);
}

export async function findCompanyTask(db: Database, companyId: string, id: string): Promise<TaskView | undefined> {
  const [row] = await selectTasks(db, and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
  return row && flatten(row);
}

export async function insertTask(db: Database, values: NewTaskRow): Promise<string> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

/** False when the company has no such task. */
export async function updateCompanyTask(db: Database, companyId: string, id: string, change: TaskChange): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function deleteCompanyTask(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

const staffOfCompany = (companyId: string) => and(eq(users.companyId, companyId), inArray(users.role, rolesWith('tasks:manage')));

export function listStaffMembers(db: Database, companyId: string) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(staffOfCompany(companyId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findStaffMember(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(staffOfCompany(companyId), eq(users.id, userId)));
  return row;
}
