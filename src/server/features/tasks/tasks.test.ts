import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { todayInLondon } from '../../../shared/dates';
import type { Task } from '../../../shared/schemas/tasks';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

/** A London calendar date `days` away from today, as the API speaks it. */
function daysFromToday(days: number): string {
  const date = new Date(`${todayInLondon()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function add(body: Record<string, unknown>, cookie = c.staffA): Promise<Task> {
  const res = await t.request('POST', '/api/tasks', body, { cookie });
  expect(res.status).toBe(201);
  return res.json();
}

async function list(query = '', cookie = c.staffA, host?: string): Promise<Task[]> {
  const res = await t.request('GET', `/api/tasks${query}`, undefined, { cookie, host });
  expect(res.status).toBe(200);
  return (await res.json()).tasks;
}

const titles = (tasks: Task[]) => tasks.map((task) => task.title);

describe('adding a task', () => {
  it('answers 201 with the task, its assignee and project named', async () => {
    const task = await add({ title: '  Order cladding  ', priority: 'high', dueDate: daysFromToday(2), assigneeId: world.users.adminA.id, projectId: world.projects.projectA1.id });
    expect(task).toMatchObject({
      title: 'Order cladding',
      priority: 'high',
      dueDate: daysFromToday(2),
      isOverdue: false,
      assignee: { id: world.users.adminA.id, name: 'admin-a' },
      project: { id: world.projects.projectA1.id, name: 'A1 office' },
      completedAt: null,
    });
    expect(task.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes medium priority, no date and nobody when not told, and blanks as none', async () => {
    expect(await add({ title: 'Tidy the yard' })).toMatchObject({ priority: 'medium', dueDate: null, assignee: null, project: null });
    expect(await add({ title: 'Tidy the van', dueDate: '', assigneeId: '' })).toMatchObject({ dueDate: null, assignee: null });
  });

  it('allows a date in the past, and marks it overdue', async () => {
    expect(await add({ title: 'Late already', dueDate: daysFromToday(-1) })).toMatchObject({ isOverdue: true });
  });

  it.each([
    [{ title: '   ' }, 'title', 'Give the task a title'],
    [{ priority: 'high' }, 'title', 'Give the task a title'],
    [{ title: 'x'.repeat(201) }, 'title', 'Keep the title under 200 characters'],
    [{ title: 'A', priority: 'urgent' }, 'priority', 'Choose low, medium or high'],
    [{ title: 'A', dueDate: '2026-02-30' }, 'dueDate', 'Enter the due date as a date, such as 2026-03-01'],
    [{ title: 'A', dueDate: 'tomorrow' }, 'dueDate', 'Enter the due date as a date, such as 2026-03-01'],
    [{ title: 'A', dueDate: '0000-01-01' }, 'dueDate', 'Choose a date between 2000 and 2099'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await t.request('POST', '/api/tasks', body, { cookie: c.staffA });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toEqual([message]);
  });

  it('refuses an assignee who is not staff of this company, or another company’s project', async () => {
    const cases = [
      [{ assigneeId: 'user-nobody' }, 'assigneeId'],
      [{ assigneeId: world.users.customerA1.id }, 'assigneeId'],
      [{ assigneeId: world.users.staffB.id }, 'assigneeId'],
      [{ projectId: world.projects.projectB1.id }, 'projectId'],
      [{ projectId: 'proj-unknown' }, 'projectId'],
    ] as const;
    for (const [extra, field] of cases) {
      const res = await t.request('POST', '/api/tasks', { title: 'Someone else', ...extra }, { cookie: c.staffA });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    }
    expect(titles(await list('?assignee=all&status=all'))).not.toContain('Someone else');
  });
});

describe('listing tasks', () => {
  it('shows mine by default, open ones by due date (undated last), then priority; done on request', async () => {
    const me = world.users.staffA.id;
    await add({ title: 'L: later', dueDate: daysFromToday(5), assigneeId: me, priority: 'high' });
    await add({ title: 'L: undated', assigneeId: me, priority: 'high' });
    await add({ title: 'L: soon low', dueDate: daysFromToday(1), assigneeId: me, priority: 'low' });
    await add({ title: 'L: soon high', dueDate: daysFromToday(1), assigneeId: me, priority: 'high' });
    await add({ title: 'L: overdue', dueDate: daysFromToday(-3), assigneeId: me, priority: 'medium' });
    await add({ title: 'L: admin’s', dueDate: daysFromToday(1), assigneeId: world.users.adminA.id });
    const done = await add({ title: 'L: done', dueDate: daysFromToday(-10), assigneeId: me });
    await t.request('PATCH', `/api/tasks/${done.id}`, { done: true }, { cookie: c.adminA });

    const mine = (await list()).filter((task) => task.title.startsWith('L: '));
    expect(titles(mine)).toEqual(['L: overdue', 'L: soon high', 'L: soon low', 'L: later', 'L: undated']);
    expect(mine.map((task) => task.isOverdue)).toEqual([true, false, false, false, false]);

    const all = titles(await list('?assignee=all&status=all')).filter((title) => title.startsWith('L: '));
    expect(all).toContain('L: admin’s');
    expect(all.at(-1)).toBe('L: done');
    expect(titles(await list('?status=done'))).toEqual(['L: done']);
    // The admin's own list has the admin's task and none of staff's.
    expect(titles(await list('', c.adminA))).toContain('L: admin’s');
    expect(titles(await list('', c.adminA))).not.toContain('L: later');
  });

  it('refuses an unknown filter with a 400', async () => {
    const res = await t.request('GET', '/api/tasks?status=someday', undefined, { cookie: c.staffA });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.status).toEqual(['Use open, done or all']);
  });
});

describe('changing a task', () => {
  it('edits fields, and done sets and clears the completion time; a done task is never overdue', async () => {
    const task = await add({ title: 'Chase the glazier', dueDate: daysFromToday(-2) });
    const patch = (body: unknown) => t.request('PATCH', `/api/tasks/${task.id}`, body, { cookie: c.adminA });

    const edited = await patch({ title: 'Chase the glazier again', priority: 'low', assigneeId: world.users.staffA.id, dueDate: null });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Chase the glazier again', priority: 'low', dueDate: null, isOverdue: false, assignee: { name: 'staff-a' } });

    await patch({ dueDate: daysFromToday(-2) });
    const ticked = await (await patch({ done: true })).json();
    expect(ticked.completedAt).toEqual(expect.any(String));
    expect(ticked.isOverdue).toBe(false);
    // Ticking again keeps when it was first done.
    expect((await (await patch({ done: true })).json()).completedAt).toBe(ticked.completedAt);
    expect(await (await patch({ done: false })).json()).toMatchObject({ completedAt: null, isOverdue: true });
    // Clearing the assignee with a blank is allowed; nothing to change is not.
    expect((await (await patch({ assigneeId: '' })).json()).assignee).toBeNull();
    expect((await patch({})).status).toBe(400);
  });

  it('refuses a customer as assignee, a bad date and an unknown or malformed id', async () => {
    const task = await add({ title: 'Check the base' });
    const customer = await t.request('PATCH', `/api/tasks/${task.id}`, { assigneeId: world.users.customerA2.id }, { cookie: c.staffA });
    expect(customer.status).toBe(400);
    expect((await customer.json()).error.fields.assigneeId).toEqual(['Choose a member of your team']);
    expect((await t.request('PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-13-01' }, { cookie: c.staffA })).status).toBe(400);
    expect((await t.request('PATCH', '/api/tasks/7d1f5b7e-0000-4000-8000-000000000000', { done: true }, { cookie: c.staffA })).status).toBe(404);
    expect((await t.request('PATCH', '/api/tasks/not-a-uuid', { done: true }, { cookie: c.staffA })).status).toBe(400);
  });

  it('deletes a task (204), then it is gone', async () => {
    const task = await add({ title: 'Delete me' });
    expect((await t.request('DELETE', `/api/tasks/${task.id}`, undefined, { cookie: c.staffA })).status).toBe(204);
    expect((await t.request('DELETE', `/api/tasks/${task.id}`, undefined, { cookie: c.staffA })).status).toBe(404);
    expect(titles(await list('?assignee=all&status=all'))).not.toContain('Delete me');
  });
});

describe('staff members', () => {
  it('lists the company’s staff and admins by name, never customers or another company’s', async () => {
    const res = await t.request('GET', '/api/staff/members', undefined, { cookie: c.staffA });
    expect(res.status).toBe(200);
    expect((await res.json()).members).toEqual([
      { id: world.users.adminA.id, name: 'admin-a', role: 'admin' },
      { id: world.users.staffA.id, name: 'staff-a', role: 'staff' },
    ]);
  });
});

describe('who may call', () => {
  let taskId: string;
  beforeAll(async () => {
    taskId = (await add({ title: 'Tenant A only', assigneeId: world.users.staffA.id })).id;
  });
  const routes = (): [string, string, unknown][] => [
    ['GET', '/api/tasks?assignee=all&status=all', undefined],
    ['POST', '/api/tasks', { title: 'Sneaky' }],
    ['PATCH', `/api/tasks/${taskId}`, { done: true }],
    ['DELETE', `/api/tasks/${taskId}`, undefined],
    ['GET', '/api/staff/members', undefined],
  ];

  it('refuses a customer (403) and anonymous callers (401) on every route', async () => {
    for (const [method, path, body] of routes()) {
      expect((await t.request(method, path, body, { cookie: c.a1 })).status, `${method} ${path}`).toBe(403);
      expect((await t.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses another company’s staff with their cookie on this host (401)', async () => {
    for (const [method, path, body] of routes()) {
      expect((await t.request(method, path, body, { cookie: c.staffB })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('shows another company’s staff none of this company’s tasks or people on their own host', async () => {
    const host = 'acme.localhost';
    expect(await list('?assignee=all&status=all', c.staffB, host)).toEqual([]);
    expect((await t.request('PATCH', `/api/tasks/${taskId}`, { done: true }, { cookie: c.staffB, host })).status).toBe(404);
    expect((await t.request('DELETE', `/api/tasks/${taskId}`, undefined, { cookie: c.staffB, host })).status).toBe(404);
    const members = await (await t.request('GET', '/api/staff/members', undefined, { cookie: c.staffB, host })).json();
    expect(members.members).toEqual([{ id: world.users.staffB.id, name: 'staff-b', role: 'staff' }]);
    // Their own task cannot be given to tenant A's staff either.
    const foreign = await t.request('POST', '/api/tasks', { title: 'Cross', assigneeId: world.users.staffA.id }, { cookie: c.staffB, host });
    expect(foreign.status).toBe(400);
    // And tenant A's task is untouched.
    expect((await list('?assignee=all&status=all')).find((task) => task.id === taskId)).toMatchObject({ completedAt: null });
  });
});
