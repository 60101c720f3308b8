import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankDetailChanges } from '../../db/schema/bank-details';
import { emailOutbox } from '../../db/schema/email';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

const details = { accountName: 'Arbour Garden Rooms Ltd', sortCode: '20-00-00', accountNumber: '5512 3456', bankName: 'Barclays' };

describe('bank details', () => {
  it('are set by an admin, normalised, recorded, and shown to the company’s customers', async () => {
    const admin = await t.signIn('admin-a@example.test');
    const saved = await t.request('PUT', '/api/bank-details', details, { cookie: admin });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...details, sortCode: '200000', accountNumber: '55123456' });
    const changes = await t.db.select().from(bankDetailChanges).where(eq(bankDetailChanges.companyId, world.tenantA.company.id));
    expect(changes).toHaveLength(1);

    const customer = await t.signIn('a1@example.test');
    const shown = await t.request('GET', '/api/bank-details', undefined, { cookie: customer });
    expect(await shown.json()).toMatchObject({ accountName: 'Arbour Garden Rooms Ltd', sortCode: '200000' });
  });

  it('a change emails every customer of the company who still owes money, without the new details', async () => {
    const { company } = world.tenantA;
    await t.db.delete(emailOutbox);
    await insertPaymentItem(t.db, { companyId: company.id, projectId: world.projects.projectA1.id, status: 'pending_verification' });
    await insertPaymentItem(t.db, { companyId: company.id, projectId: world.projects.projectA2.id, status: 'paid' });
    await insertPaymentItem(t.db, { companyId: world.tenantB.company.id, projectId: world.projects.projectB1.id });
    const admin = await t.signIn('admin-a@example.test');
    const res = await t.request('PUT', '/api/bank-details', { ...details, accountNumber: '99887766' }, { cookie: admin, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);

    const queued = await t.db.select().from(emailOutbox);
    expect(queued.map((e) => e.toEmail)).toEqual(['a1@example.test']);
    expect(queued[0]).toMatchObject({ kind: 'bank-details-changed', subject: 'Arbour Garden Rooms: our bank details have changed' });
    // The company's configured origin, not the scheme the request claimed.
    expect(queued[0]!.textBody).toContain('http://demo.localhost/dashboard?tab=payments');
    expect(queued[0]!.textBody).not.toContain('99887766');
  });

  it('a refused change sends nothing', async () => {
    await t.db.delete(emailOutbox);
    const staff = await t.signIn('staff-a@example.test');
    expect((await t.request('PUT', '/api/bank-details', details, { cookie: staff })).status).toBe(403);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('cannot be changed by staff or customers, and are never shown to anonymous callers', async () => {
    for (const email of ['staff-a@example.test', 'a1@example.test']) {
      const cookie = await t.signIn(email);
      expect((await t.request('PUT', '/api/bank-details', details, { cookie })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/bank-details')).status).toBe(401);
  });

  it("are not another company's", async () => {
    const staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
    expect((await t.request('GET', '/api/bank-details', undefined, { cookie: staffB, host: 'acme.localhost' })).status).toBe(404);
  });

  it.each([
    ['a short sort code', { sortCode: '12-34-5' }],
    ['letters in the account number', { accountNumber: '1234567A' }],
    ['a 9-digit account number', { accountNumber: '123456789' }],
    ['no account name', { accountName: ' ' }],
  ])('refuse %s with a field error', async (_name, change) => {
    const admin = await t.signIn('admin-a@example.test');
    const res = await t.request('PUT', '/api/bank-details', { ...details, ...change }, { cookie: admin });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual([Object.keys(change)[0]]);
  });
});
