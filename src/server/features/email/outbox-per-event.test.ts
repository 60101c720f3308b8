import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { emailOutbox } from '../../db/schema/email';

// The other emailing events prove "once per recipient" in their own feature's tests
// (documents, payment verified, messages, tickets, delay notice, bank details); these two did not.

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
});

const recipientsOf = async (kind: string, bodyContains: string) =>
  (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, kind), like(emailOutbox.textBody, `%${bodyContains}%`)))).map((e) => e.toEmail);

describe('the outbox holds one email per recipient per event', () => {
  it('when a transfer is rejected, even if staff press Reject twice at once or retry the same request', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title: 'Roof stage payment' });
    const reject = (key: string) =>
      t.request('POST', `/api/payments/${item.id}/reject`, { reason: 'No transfer with this reference.' }, { cookie: c.staffA, headers: { 'idempotency-key': key } });
    expect((await t.request('POST', `/api/payments/${item.id}/confirm-transfer`, { reference: 'INV-1', amount: '1000', transferDate: '2024-03-01' }, { cookie: c.a1 })).status).toBe(200);

    const statuses = (await Promise.all([reject('reject-click-0001'), reject('reject-click-0002')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    // The browser retrying the request that went through gets its answer again, not a second email.
    expect((await reject('reject-click-0001')).status).toBe(200);
    expect(await recipientsOf('payment-rejected', 'Roof stage payment')).toEqual(['a1@example.test']);
  });

  it('when a contract is ready to sign, to its customer only', async () => {
    const create = async (title: string) =>
      (await t.request('POST', '/api/contracts', { title, description: '', content: 'Terms', customerId: world.users.customerA1.id }, { cookie: c.staffA })).json() as Promise<{ id: string }>;
    const first = await create('Garden office agreement');
    const second = await create('Decking agreement');
    expect(await recipientsOf('contract-ready', `/contracts?contract=${first.id}`)).toEqual(['a1@example.test']);
    expect(await recipientsOf('contract-ready', `/contracts?contract=${second.id}`)).toEqual(['a1@example.test']);
  });
});
