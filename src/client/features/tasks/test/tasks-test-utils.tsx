import type { SessionUser } from '@/shared/schemas/auth';
import type { StaffMember, Task } from '@/shared/schemas/tasks';
import { stubApi } from '../../../../../tests/setup/client-api-stub';

export { callsTo } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const ME: SessionUser = { id: 'user-james', name: 'James Wilson', email: 'staff@example.com', role: 'staff', projectId: null, isFirstLogin: false };
export const PRIYA: StaffMember = { id: 'user-priya', name: 'Priya Shah', role: 'admin' };
export const MEMBERS: StaffMember[] = [{ id: ME.id, name: ME.name, role: 'staff' }, PRIYA];
export const NEW_TASK_ID = 'c1000000-0000-4000-8000-00000000ffff';
export const taskPath = (id: string) => `/api/tasks/${id}`;
export const listPath = (assignee: 'me' | 'all', status: 'open' | 'done' | 'all') => `/api/tasks?assignee=${assignee}&status=${status}`;

export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 'c1000000-0000-4000-8000-000000000001',
    title: 'Order cedar cladding',
    priority: 'medium',
    dueDate: '2030-06-03',
    isOverdue: false,
    assignee: { id: ME.id, name: ME.name },
    project: null,
    completedAt: null,
    createdAt: '2030-05-01T09:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
type Handler = (init: RequestInit | undefined) => Answer | undefined;

/**
 * A small task API over an in-memory list, filtering as the server does; `refuse` answers a
 * call ("POST /api/tasks") with an error instead.
 */
export function stubTaskApi(initial: Task[], refuse: Record<string, Handler> = {}) {
  let tasks = [...initial];
  const routes: Record<string, (init: RequestInit | undefined) => Answer> = {
    'GET /api/me': () => ({ status: 200, body: ME }),
    'GET /api/staff/members': () => ({ status: 200, body: { members: MEMBERS } }),
  };
  for (const assignee of ['me', 'all'] as const) {
    for (const status of ['open', 'done', 'all'] as const) {
      routes[`GET ${listPath(assignee, status)}`] = () => ({
        status: 200,
        body: {
          tasks: tasks.filter(
            (t) => (assignee === 'all' || t.assignee?.id === ME.id) && (status === 'all' || (status === 'open') === (t.completedAt === null)),
          ),
        },
      });
    }
  }
  routes['POST /api/tasks'] = (init) => {
    const body = JSON.parse(init!.body as string) as { title: string; priority: Task['priority']; dueDate: string | null; assigneeId: string | null };
    const member = MEMBERS.find((m) => m.id === body.assigneeId);
    const created = task({ id: NEW_TASK_ID, title: body.title, priority: body.priority, dueDate: body.dueDate, assignee: member ? { id: member.id, name: member.name } : null });
    tasks = [...tasks, created];
    return { status: 201, body: created };
  };
  for (const id of [...initial.map((t) => t.id), NEW_TASK_ID]) {
    routes[`PATCH ${taskPath(id)}`] = (init) => {
      const { done, assigneeId, ...change } = JSON.parse(init!.body as string) as Partial<Task> & { done?: boolean; assigneeId?: string | null };
      const member = MEMBERS.find((m) => m.id === assigneeId);
      tasks = tasks.map((t) =>
        t.id !== id
          ? t
          : {
              ...t,
              ...change,
              ...(assigneeId !== undefined ? { assignee: member ? { id: member.id, name: member.name } : null } : {}),
              ...(done !== undefined ? { completedAt: done ? '2030-06-01T10:00:00.000Z' : null, isOverdue: done ? false : t.isOverdue } : {}),
            },
      );
      return { status: 200, body: tasks.find((t) => t.id === id) };
    };
    routes[`DELETE ${taskPath(id)}`] = () => {
      tasks = tasks.filter((t) => t.id !== id);
      // 200 rather than the API's 204: the stub always sends a body, which a 204 may not carry.
      return { status: 200, body: {} };
    };
  }
  for (const [key, handler] of Object.entries(refuse)) {
    const fallback = routes[key];
    routes[key] = (init) => handler(init) ?? fallback!(init);
  }
  return stubApi(routes);
}
