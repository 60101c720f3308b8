import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { emailOutbox } from '../../db/schema/email';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB' | 'b1', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  cookies.b1 = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
});

const newItem = (overrides: Partial<Parameters<typeof insertPaymentItem>[1]> = {}) =>
  insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title: 'Final Payment', amountPence: 330_000, dueDate: '2020-02-01', ...overrides });

const send = (paymentId: string, cookie?: string, options: { host?: string; key?: string } = {}) =>
  t.request('POST', `/api/payments/${paymentId}/reminders`, undefined, { cookie, host: options.host, headers: options.key ? { 'idempotency-key': options.key } : {} });

const remindersOf = (paymentId: string) => t.db.select().from(paymentReminders).where(eq(paymentReminders.paymentId, paymentId));

describe('POST /api/payments/:id/reminders (Send reminder)', () => {
  it('emails the customer now, and staff see it in the list and the history', async () => {
    const item = await newItem();
    const res = await send(item.id, cookies.staffA);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ customerName: expect.any(String), reminder: { kind: 'manual', dueDate: '2020-02-01', sentBy: expect.any(String) } });

    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-reminder'));
    expect(email).toMatchObject({ toEmail: 'a1@example.test', subject: 'Arbour Garden Rooms: payment overdue – Final Payment' });
    expect(email!.textBody).toContain(`Reference: INV-${item.id.slice(0, 8).toUpperCase()}`);
    expect(email!.textBody).toContain('http://demo.localhost/dashboard?tab=payments');

    const list = await (await t.request('GET', '/api/payments?pageSize=100', undefined, { cookie: cookies.staffA })).json();
    const row = list.items.find((i: { id: string }) => i.id === item.id);
    expect(row.lastReminder).toMatchObject({ id: body.reminder.id, kind: 'manual', sentAt: body.reminder.sentAt });

    const history = await t.request('GET', `/api/payments/${item.id}/history`, undefined, { cookie: cookies.staffA });
    expect(history.status).toBe(200);
    expect((await history.json()).entries).toEqual([{ type: 'reminder', id: body.reminder.id, at: body.reminder.sentAt, kind: 'manual', by: body.reminder.sentBy, dueDate: '2020-02-01' }]);
  });

  it('sends one reminder for a double click carrying the same Idempotency-Key, and another for a new key', async () => {
    const item = await newItem();
    const [first, second] = await Promise.all([send(item.id, cookies.staffA, { key: `double-${item.id}` }), send(item.id, cookies.staffA, { key: `double-${item.id}` })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await second.json()).reminder.id).toBe((await first.json()).reminder.id);
    expect(await remindersOf(item.id)).toHaveLength(1);
    expect((await send(item.id, cookies.staffA, { key: `again-${item.id}` })).status).toBe(200);
    expect(await remindersOf(item.id)).toHaveLength(2);
  });

  it('refuses with 409 once the transfer is confirmed or the item is paid', async () => {
    const confirmed = await newItem({ status: 'pending_verification', paymentMethod: 'bank_transfer' });
    const res = await send(confirmed.id, cookies.staffA);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/confirmed a transfer/);
    const paid = await newItem({ status: 'paid', paymentDate: new Date(), paymentMethod: 'BACS' });
    const paidRes = await send(paid.id, cookies.staffA);
    expect(paidRes.status).toBe(409);
    expect((await paidRes.json()).error.message).toMatch(/already paid/);
    expect([...(await remindersOf(confirmed.id)), ...(await remindersOf(paid.id))]).toEqual([]);
  });

  it('refuses with 409 for a customer with no email address', async () => {
    const item = await newItem({ projectId: world.projects.projectA2.id });
    await t.db.update(users).set({ email: '' }).where(eq(users.id, world.users.customerA2.id));
    try {
      const res = await send(item.id, cookies.staffA);
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toMatch(/no email address/);
    } finally {
      await t.db.update(users).set({ email: 'a2@example.test' }).where(eq(users.id, world.users.customerA2.id));
    }
  });

  it("refuses the item's customer, another company's staff and customer, and an anonymous caller", async () => {
    const item = await newItem();
    expect((await send(item.id, cookies.a1)).status).toBe(403);
    expect((await send(item.id, cookies.staffB, { host: 'acme.localhost' })).status).toBe(404);
    expect((await send(item.id, cookies.b1, { host: 'acme.localhost' })).status).toBe(403);
    expect((await send(item.id)).status).toBe(401);
    expect((await send('not-a-uuid', cookies.staffA)).status).toBe(400);
    expect(await remindersOf(item.id)).toEqual([]);
    const history = (cookie?: string, host?: string) => t.request('GET', `/api/payments/${item.id}/history`, undefined, { cookie, host });
    expect((await history(cookies.a1)).status).toBe(403);
    expect((await history(cookies.staffB, 'acme.localhost')).status).toBe(404);
    expect((await history()).status).toBe(401);
  });
});

describe('payment reminder settings', () => {
  const read = (cookie?: string, host?: string) => t.request('GET', '/api/settings/payment-reminders', undefined, { cookie, host });
  const write = (body: unknown, cookie?: string, host?: string) => t.request('PUT', '/api/settings/payment-reminders', body, { cookie, host });

  it('are on, 7 days before, until an admin changes them; staff read them', async () => {
    expect(await (await read(cookies.staffA)).json()).toEqual({ enabled: true, daysBefore: 7 });
    const res = await write({ enabled: false, daysBefore: 14 }, cookies.adminA);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: false, daysBefore: 14 });
    expect(await (await read(cookies.staffA)).json()).toEqual({ enabled: false, daysBefore: 14 });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, world.tenantA.company.id));
    expect(company!.settings.paymentReminders).toEqual({ enabled: false, daysBefore: 14 });
    // The other company's settings are its own.
    expect(await (await read(cookies.staffB, 'acme.localhost')).json()).toEqual({ enabled: true, daysBefore: 7 });
  });

  it('refuse days outside 1–30 and a missing switch with the field named', async () => {
    for (const body of [{ enabled: true, daysBefore: 0 }, { enabled: true, daysBefore: 31 }, { enabled: true, daysBefore: 2.5 }, { enabled: true, daysBefore: 'soon' }, { daysBefore: 7 }]) {
      const res = await write(body, cookies.adminA);
      expect(res.status).toBe(400);
      const error = (await res.json()).error;
      expect(Object.keys(error.fields ?? {})).toEqual([Object.hasOwn(body, 'enabled') ? 'daysBefore' : 'enabled']);
    }
  });

  it('are changed by an admin only, and read by staff only', async () => {
    expect((await write({ enabled: true, daysBefore: 5 }, cookies.staffA)).status).toBe(403);
    expect((await write({ enabled: true, daysBefore: 5 }, cookies.a1)).status).toBe(403);
    expect((await write({ enabled: true, daysBefore: 5 }, cookies.staffB, 'acme.localhost')).status).toBe(403);
    expect((await write({ enabled: true, daysBefore: 5 })).status).toBe(401);
    expect((await read(cookies.a1)).status).toBe(403);
    expect((await read()).status).toBe(401);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, world.tenantA.company.id));
    expect((company!.settings.paymentReminders as { daysBefore: number }).daysBefore).not.toBe(5);
  });
});
