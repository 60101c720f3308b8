import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB' | 'b1', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  c.b1 = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });

  const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title: 'Deposit', amountPence: 220_000 });
  await t.request('POST', `/api/payments/${item.id}/confirm-transfer`, { reference: 'INV-1', amount: '2200', transferDate: '2024-01-10' }, { cookie: c.a1 });
  await t.request('POST', `/api/projects/${world.projects.projectA1.id}/notes`, { content: 'Internal: check the access', visibility: 'internal' }, { cookie: c.staffA });
  await t.request('POST', '/api/tickets', { subject: 'Where is my invoice?', description: 'Please send it' }, { cookie: c.a1 });
});

const descriptions = async (cookie: string, host?: string, query = '') =>
  ((await (await t.request('GET', `/api/activity${query}`, undefined, { cookie, host })).json()).activity as { description: string }[]).map((a) => a.description);

describe('activity feed', () => {
  it('is written by the services, newest first, for staff', async () => {
    expect(await descriptions(c.staffA)).toEqual([
      'Ticket #1001 opened: Where is my invoice?',
      'Note added: Internal: check the access',
      'Bank transfer confirmed for Deposit (£2,200.00)',
    ]);
  });

  it("shows a customer only their own project's public activity", async () => {
    expect(await descriptions(c.a1)).toEqual(['Bank transfer confirmed for Deposit (£2,200.00)']);
    expect(await descriptions(c.a2)).toEqual([]);
  });

  it('narrows to one project, and never widens what a customer sees', async () => {
    const of = (projectId: string, cookie: string) => descriptions(cookie, undefined, `?projectId=${projectId}`);
    expect(await of(world.projects.projectA1.id, c.staffA)).toEqual(['Note added: Internal: check the access', 'Bank transfer confirmed for Deposit (£2,200.00)']);
    expect(await of(world.projects.projectA2.id, c.staffA)).toEqual([]);
    expect(await of(world.projects.projectA1.id, c.a2)).toEqual([]);
    expect(await of(world.projects.projectA1.id, c.a1)).toEqual(['Bank transfer confirmed for Deposit (£2,200.00)']);
  });

  it('shows another company nothing, and an anonymous caller is refused', async () => {
    expect(await descriptions(c.staffB, 'acme.localhost')).toEqual([]);
    expect(await descriptions(c.staffB, 'acme.localhost', `?projectId=${world.projects.projectA1.id}`)).toEqual([]);
    expect(await descriptions(c.b1, 'acme.localhost', `?projectId=${world.projects.projectA1.id}`)).toEqual([]);
    // Their cookie is not a session on this company's host.
    expect((await t.request('GET', '/api/activity', undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', `/api/activity?projectId=${world.projects.projectA1.id}`, undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', '/api/activity')).status).toBe(401);
  });

  it("gives a customer who names another customer's project none of its activity, while they still see their own", async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA2.id, title: 'A2 deposit', amountPence: 150_000 });
    await t.request('POST', `/api/payments/${item.id}/confirm-transfer`, { reference: 'INV-2', amount: '1500', transferDate: '2024-01-11' }, { cookie: c.a2 });
    expect(await descriptions(c.a2)).toEqual(['Bank transfer confirmed for A2 deposit (£1,500.00)']);
    expect(await descriptions(c.a2, undefined, `?projectId=${world.projects.projectA1.id}`)).toEqual([]);
    expect(await descriptions(c.a1, undefined, `?projectId=${world.projects.projectA2.id}`)).toEqual([]);
  });
});
