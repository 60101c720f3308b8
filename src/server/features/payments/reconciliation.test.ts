import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines, paymentEvents, paymentItems } from '../../db/schema/payments';
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

  it('answers a retried confirmation with the same Idempotency-Key with the first result, settling once', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, amountPence: 123_456, status: 'pending_verification' });
    const { matches } = await (await t.upload('/api/payments/reconciliation/import', statement(`Date,Description,Amount\n09/03/2024,INV-${item.id.slice(0, 8)},1234.56\n`), { cookie: staff })).json();
    const body = { lineId: matches[0].lineId, paymentId: item.id };
    const headers = { 'idempotency-key': 'reconcile-retry-0001' };
    const [first, second] = await Promise.all([
      t.request('POST', '/api/payments/reconciliation/confirm', body, { cookie: staff, headers }),
      t.request('POST', '/api/payments/reconciliation/confirm', body, { cookie: staff, headers }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answer = await first.json();
    expect(answer.status).toBe('paid');
    expect(await second.json()).toEqual(answer);
    const later = await t.request('POST', '/api/payments/reconciliation/confirm', body, { cookie: staff, headers });
    expect(await later.json()).toEqual(answer);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, item.id))).toHaveLength(1);
    // Without the key, a second confirmation is refused: the line is already used.
    expect((await t.request('POST', '/api/payments/reconciliation/confirm', body, { cookie: staff })).status).toBe(409);
  });

  it("refuses to settle an item with a line that does not name the item's reference", async () => {
    const base = { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, amountPence: 77_700, status: 'pending_verification' as const };
    const paidFor = await insertPaymentItem(t.db, base);
    const other = await insertPaymentItem(t.db, base);
    const { matches } = await (await t.upload('/api/payments/reconciliation/import', statement(`Date,Description,Amount\n10/03/2024,BGC INV-${paidFor.id.slice(0, 8)},777.00\n`), { cookie: staff })).json();
    const res = await t.request('POST', '/api/payments/reconciliation/confirm', { lineId: matches[0].lineId, paymentId: other.id }, { cookie: staff });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      `The statement line does not mention this payment's reference (INV-${other.id.slice(0, 8).toUpperCase()}), so it cannot settle it.`,
    );
    const [row] = await t.db.select().from(paymentItems).where(eq(paymentItems.id, other.id));
    expect(row!.status).toBe('pending_verification');
    const [line] = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, matches[0].lineId));
    expect(line!.matchedPaymentId).toBeNull();
  });

  it('refuses a statement with a date that does not exist, importing none of it', async () => {
    const csv = 'Date,Description,Amount\n05/03/2024,US ORDER FIRST LINE,10.00\n03/15/2024,US ORDER SECOND LINE,20.00\n';
    const res = await t.upload('/api/payments/reconciliation/import', statement(csv), { cookie: staff });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The statement has a date that does not exist: "03/15/2024". Dates must be day/month/year (UK order), so nothing was imported.',
      },
    });
    expect(await t.db.select().from(bankStatementLines).where(like(bankStatementLines.description, 'US ORDER%'))).toEqual([]);
    const tooLarge = await t.upload('/api/payments/reconciliation/import', statement('Date,Description,Amount\n05/03/2024,X,30000000.00\n'), { cookie: staff });
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).error.message).toContain('too large');
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
