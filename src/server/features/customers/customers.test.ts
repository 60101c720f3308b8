import { beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../../../tests/factories/projects';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

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

type Listed = { id: string; name: string; email: string; projectId: string | null; projectName: string | null };

async function list(cookie: string, query = '', host?: string): Promise<Listed[]> {
  const res = await t.request('GET', `/api/customers${query}`, undefined, { cookie, host });
  expect(res.status).toBe(200);
  return (await res.json()).customers;
}

describe('customers', () => {
  it("are listed to staff and admins by name, with each one's first project", async () => {
    const a = world.tenantA.company.id;
    const zoe = await insertUser(t.db, { companyId: a, email: 'zoe@example.test', name: 'Zoe Adams', role: 'customer' });
    const first = await insertProject(t.db, { companyId: a, customerId: zoe.id, name: 'Zoe studio', createdAt: new Date('2030-01-01T00:00:00Z') });
    await insertProject(t.db, { companyId: a, customerId: zoe.id, name: 'Zoe shed', createdAt: new Date('2030-02-01T00:00:00Z') });
    const noProject = await insertUser(t.db, { companyId: a, email: 'new@example.test', name: 'Ben New', role: 'customer' });

    const customers = await list(c.staffA);
    expect(customers).toEqual([
      { id: world.users.customerA1.id, name: 'a1', email: 'a1@example.test', projectId: world.projects.projectA1.id, projectName: 'A1 office' },
      { id: world.users.customerA2.id, name: 'a2', email: 'a2@example.test', projectId: world.projects.projectA2.id, projectName: 'A2 studio' },
      { id: noProject.id, name: 'Ben New', email: 'new@example.test', projectId: null, projectName: null },
      { id: zoe.id, name: 'Zoe Adams', email: 'zoe@example.test', projectId: first.id, projectName: 'Zoe studio' },
    ]);
    expect(await list(c.adminA)).toEqual(customers);
  });

  it('are searched by part of the name or email, any case, with wildcards taken literally', async () => {
    expect((await list(c.staffA, '?q=ZOE')).map((x) => x.name)).toEqual(['Zoe Adams']);
    expect((await list(c.staffA, '?q=a2%40example')).map((x) => x.name)).toEqual(['a2']);
    expect(await list(c.staffA, `?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await list(c.staffA, '?q=_')).toEqual([]);
    expect((await list(c.staffA, '?q=%20%20')).length).toBeGreaterThan(1);
    const tooLong = await t.request('GET', `/api/customers?q=${'x'.repeat(101)}`, undefined, { cookie: c.staffA });
    expect(tooLong.status).toBe(400);
  });

  it("never include staff, or another company's customers", async () => {
    const ids = (await list(c.staffA)).map((x) => x.id);
    expect(ids).not.toContain(world.users.staffA.id);
    expect(ids).not.toContain(world.users.adminA.id);
    expect(ids).not.toContain(world.users.customerB1.id);
    expect((await list(c.staffB, '', 'acme.localhost')).map((x) => x.id)).toEqual([world.users.customerB1.id]);
  });

  it('are refused to customers, to staff of another company and to anonymous callers', async () => {
    expect((await t.request('GET', '/api/customers', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/customers', undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', '/api/customers')).status).toBe(401);
    expect((await t.request('GET', '/api/customers?q=a1')).status).toBe(401);
  });
});
