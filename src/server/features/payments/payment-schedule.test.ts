import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { paymentItems } from '../../db/schema/payments';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const add = (projectId: string, body: unknown, cookie = c.staffA, host?: string) => t.request('POST', `/api/projects/${projectId}/payment-items`, body, { cookie, host });

describe("staff editing a project's payment schedule", () => {
  it('adds items in pounds, stored as pence, after the others; the customer sees them', async () => {
    const id = world.projects.projectA1.id;
    const deposit = await add(id, { title: 'Deposit', amount: '2,200.50', dueDate: '2030-01-10' });
    expect(deposit.status).toBe(201);
    expect(await deposit.json()).toMatchObject({ title: 'Deposit', amountPence: 220_050, dueDate: '2030-01-10', status: 'pending' });
    const final = await add(id, { title: 'Final payment', amount: 5000 });
    expect(await final.json()).toMatchObject({ amountPence: 500_000, dueDate: null });
    const rows = await t.db.select().from(paymentItems).where(eq(paymentItems.projectId, id));
    expect(rows.map((r) => [r.title, r.position]).sort()).toEqual([['Deposit', 0], ['Final payment', 1]]);
    const seen = await (await t.request('GET', `/api/projects/${id}/payments`, undefined, { cookie: c.a1 })).json();
    expect(seen.items.map((i: { title: string }) => i.title)).toEqual(['Deposit', 'Final payment']);
  });

  it('checks title, amount and date', async () => {
    const res = await add(world.projects.projectA1.id, { title: '', amount: '12.345', dueDate: 'soon' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      title: ['Enter what the payment is for'],
      amount: ['Enter the amount in pounds, for example 2200.00'],
      dueDate: ['Enter a date'],
    });
    for (const amount of [0, -5, '1000000.01', 'lots']) expect((await add(world.projects.projectA1.id, { title: 'X', amount })).status).toBe(400);
    expect((await t.request('PATCH', `/api/payment-items/${crypto.randomUUID()}`, {}, { cookie: c.staffA })).status).toBe(400);
  });

  it('edits and deletes pending items, overdue ones too, but never paid ones or transfers awaiting verification (409)', async () => {
    const a = world.tenantA.company.id;
    const projectId = world.projects.projectA2.id;
    const overdue = await insertPaymentItem(t.db, { companyId: a, projectId, dueDate: '2020-01-01' });
    const edited = await t.request('PATCH', `/api/payment-items/${overdue.id}`, { title: 'Balance', amount: '100', dueDate: null }, { cookie: c.staffA });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Balance', amountPence: 10_000, dueDate: null, status: 'pending' });
    expect((await t.request('DELETE', `/api/payment-items/${overdue.id}`, undefined, { cookie: c.staffA })).status).toBe(204);
    expect((await t.request('DELETE', `/api/payment-items/${overdue.id}`, undefined, { cookie: c.staffA })).status).toBe(404);

    const paid = await insertPaymentItem(t.db, { companyId: a, projectId, status: 'paid' });
    const verifying = await insertPaymentItem(t.db, { companyId: a, projectId, status: 'pending_verification' });
    const refusedPaid = await t.request('PATCH', `/api/payment-items/${paid.id}`, { amount: 1 }, { cookie: c.staffA });
    expect(refusedPaid.status).toBe(409);
    expect((await refusedPaid.json()).error.message).toBe('This payment can no longer be changed: it has been paid.');
    const refusedVerifying = await t.request('DELETE', `/api/payment-items/${verifying.id}`, undefined, { cookie: c.staffA });
    expect(refusedVerifying.status).toBe(409);
    expect((await refusedVerifying.json()).error.message).toContain('waiting to be verified');
    const [still] = await t.db.select().from(paymentItems).where(eq(paymentItems.id, paid.id));
    expect(still!.amountPence).toBe(paid.amountPence);
  });

  it('refuses customers (403), staff of another company (404 on their host, 401 here) and anonymous callers (401)', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id });
    const calls = [
      ['POST', `/api/projects/${world.projects.projectA1.id}/payment-items`, { title: 'Extra', amount: 10 }],
      ['PATCH', `/api/payment-items/${item.id}`, { amount: 1 }],
      ['DELETE', `/api/payment-items/${item.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect({ path, status: (await t.request(method, path, body, { cookie: c.a1 })).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await t.request(method, path, body, { cookie: c.staffB })).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await t.request(method, path, body, { cookie: c.staffB, host: 'acme.localhost' })).status }).toEqual({ path, status: 404 });
      expect({ path, status: (await t.request(method, path, body)).status }).toEqual({ path, status: 401 });
    }
    const [unchanged] = await t.db.select().from(paymentItems).where(eq(paymentItems.id, item.id));
    expect(unchanged).toMatchObject({ amountPence: item.amountPence });
  });
});
