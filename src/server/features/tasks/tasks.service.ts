import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { NewTask, StaffMember, Task, TaskListQuery, UpdateTask } from '../../../shared/schemas/tasks';
import type { Actor } from '../../app-env';
import { requirePermission, roleHolds } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findProject } from '../projects/projects.queries';
import {
  deleteCompanyTask,
  findCompanyTask,
  findStaffMember,
  insertTask,
  listCompanyTasks,
  listStaffMembers,
  updateCompanyTask,
  type TaskChange,
  type TaskView,
} from './tasks.queries';

const NOT_FOUND = 'Task not found.';

function toTask(row: TaskView, today: string): Task {
  return {
    id: row.id,
    title: row.title,
    priority: row.priority,
    dueDate: row.dueDate,
    // Compared with today's date in London, so a task due today turns overdue at midnight UK time.
    isOverdue: row.completedAt === null && row.dueDate !== null && row.dueDate < today,
    assignee: row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    project: row.projectId && row.projectName !== null ? { id: row.projectId, name: row.projectName } : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ids from a form are checked, not trusted: a customer or another company's user answers like a typo. */
async function requireAssignee(db: Database, tenant: CompanyRow, assigneeId: string): Promise<void> {
  if (!(await findStaffMember(db, tenant.id, assigneeId))) {
    throw new AppError('VALIDATION_FAILED', 'Choose a member of your team to do this task.', { assigneeId: ['Choose a member of your team'] });
  }
}

async function requireProject(db: Database, tenant: CompanyRow, projectId: string): Promise<void> {
  if (!(await findProject(db, tenant.id, projectId))) {
    throw new AppError('VALIDATION_FAILED', 'Choose one of your projects.', { projectId: ['Choose one of your projects'] });
  }
}

async function readTask(db: Database, tenant: CompanyRow, id: string): Promise<Task> {
  const row = await findCompanyTask(db, tenant.id, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toTask(row, todayInLondon());
}

/** Tasks are the team's shared list: any member of staff reads everyone's, "me" narrows it to the caller's. */
export async function listTasks(db: Database, actor: Actor | null, tenant: CompanyRow, query: TaskListQuery): Promise<Task[]> {
  const staff = requirePermission(actor, 'tasks:manage');
  const rows = await listCompanyTasks(db, tenant.id, { assigneeId: query.assignee === 'me' ? staff.userId : undefined, status: query.status });
  const today = todayInLondon();
  return rows.map((row) => toTask(row, today));
}

export async function addTask(db: Database, actor: Actor | null, tenant: CompanyRow, input: NewTask): Promise<Task> {
  const staff = requirePermission(actor, 'tasks:manage');
  if (input.assigneeId) await requireAssignee(db, tenant, input.assigneeId);
  if (input.projectId) await requireProject(db, tenant, input.projectId);
  const id = await insertTask(db, {
    companyId: tenant.id,
    title: input.title,
    priority: input.priority,
    dueDate: input.dueDate ?? null,
    assigneeId: input.assigneeId ?? null,
    projectId: input.projectId ?? null,
    createdBy: staff.userId,
  });
  return readTask(db, tenant, id);
}

/** Any member of staff may edit or tick any of the company's tasks: colleagues cover for each other. */
export async function updateTask(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, input: UpdateTask): Promise<Task> {
  requirePermission(actor, 'tasks:manage');
  const existing = await findCompanyTask(db, tenant.id, id);
  if (!existing) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (input.assigneeId) await requireAssignee(db, tenant, input.assigneeId);

  const { done, ...fields } = input;
  const change: TaskChange = { ...fields };
  // Ticking an already done task keeps when it was first done; unticking clears it.
  if (done !== undefined) change.completedAt = done ? (existing.completedAt ?? new Date()) : null;
  if (!(await updateCompanyTask(db, tenant.id, id, change))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return readTask(db, tenant, id);
}

export async function removeTask(db: Database, actor: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  requirePermission(actor, 'tasks:manage');
  if (!(await deleteCompanyTask(db, tenant.id, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** The people a task can be given to, for the assignee picker. */
export async function listTaskAssignees(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<StaffMember[]> {
  requirePermission(actor, 'tasks:manage');
  const rows = await listStaffMembers(db, tenant.id);
  // The query keeps to those who may be given tasks; narrowing here keeps the type honest.
  return rows.flatMap((row) => (roleHolds(row.role, 'tasks:manage') ? [{ id: row.id, name: row.name, role: row.role }] : []));
}
