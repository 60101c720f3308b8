import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/payments';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  staff = await t.signIn('staff-a@example.test');
});

function statement(csv: string, name = 'statement.csv') {
  const form = new FormData();
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  return form;
}

describe('bank reconciliation', () => {
  it('proposes lines that name a reference for the exact amount, adds each line once, and confirms a match', async () => {
    const base = { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id };
    const verifying = await insertPaymentItem(t.db, { ...base, amountPence: 550_000, status: 'pending_verification' });
    const pending = await insertPaymentItem(t.db, { ...base, amountPence: 330_000 });
    const ref = (id: string) => id.slice(0, 8);
    const csv = [
      'Date,Description,Amount',
      `05/03/2024,FASTER PAYMENT E CLARKE inv ${ref(verifying.id)},5500.00`,
      `06/03/2024,BACS CLARKE INV-${ref(pending.id).toUpperCase()},3300.00`,
      `07/03/2024,WRONG AMOUNT INV-${ref(pending.id)},3000.00`,
      '08/03/2024,SUPPLIER REFUND,-50.00',
    ].join('\n');

    const first = await t.upload('/api/payments/reconciliation/import', statement(csv), { cookie: staff });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ linesRead: 3, linesAdded: 3 });
    expect(body.matches.map((m: { paymentId: string }) => m.paymentId).sort()).toEqual([verifying.id, pending.id].sort());

    const again = await (await t.upload('/api/payments/reconciliation/import', statement(csv), { cookie: staff })).json();
    expect(again.linesAdded).toBe(0);

    const match = body.matches.find((m: { paymentId: string }) => m.paymentId === verifying.id);
    const confirmed = await t.request('POST', '/api/payments/reconciliation/confirm', { lineId: match.lineId, paymentId: verifying.id }, { cookie: staff });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).status).toBe('paid');
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, verifying.id));
    expect(event).toMatchObject({ kind: 'verified', statementLineId: match.lineId });

    const twice = await t.request('POST', '/api/payments/reconciliation/confirm', { lineId: match.lineId, paymentId: verifying.id }, { cookie: staff });
    expect(twice.status).toBe(409);
    const pendingMatch = body.matches.find((m: { paymentId: string }) => m.paymentId === pending.id);
    const marked = await t.request('POST', '/api/payments/reconciliation/confirm', { lineId: pendingMatch.lineId, paymentId: pending.id }, { cookie: staff });
    expect((await marked.json()).status).toBe('paid');
  });

  it('refuses what is not a CSV statement', async () => {
    expect((await t.upload('/api/payments/reconciliation/import', statement('Date,Description,Amount\n', 'statement.exe'), { cookie: staff })).status).toBe(415);
    const noColumns = await t.upload('/api/payments/reconciliation/import', statement('a,b\n1,2\n'), { cookie: staff });
    expect(noColumns.status).toBe(400);
    expect((await noColumns.json()).error.message).toContain('date column');
    expect((await t.upload('/api/payments/reconciliation/import', new FormData(), { cookie: staff })).status).toBe(400);
  });

  it('is for staff of this company only', async () => {
    const customer = await t.signIn('a1@example.test');
    expect((await t.upload('/api/payments/reconciliation/import', statement('Date,Description,Amount\n'), { cookie: customer })).status).toBe(403);
    expect((await t.upload('/api/payments/reconciliation/import', statement('Date,Description,Amount\n'))).status).toBe(401);
    const staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, amountPence: 1000 });
    const csv = `Date,Description,Amount\n05/03/2024,INV-${item.id.slice(0, 8)},10.00\n`;
    const res = await (await t.upload('/api/payments/reconciliation/import', statement(csv), { cookie: staffB, host: 'acme.localhost' })).json();
    expect(res.matches).toEqual([]);
  });
});
