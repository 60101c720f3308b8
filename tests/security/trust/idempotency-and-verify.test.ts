import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../src/server/db/schema/contracts';
import { idempotencyKeys, paymentEvents, paymentItems } from '../../../src/server/db/schema/payments';
import { contractsTestKit, type ContractsTestKit } from '../../../src/server/features/contracts/contracts.test-kit';
import { pruneExpiredIdempotencyKeys } from '../../../src/server/lib/idempotency';
import { pdfText } from '../../../src/server/lib/pdf.test-kit';
import { insertPaymentItem } from '../../factories/payments';
import { recordSecurityFigure } from '../figures';

// Issue 24, items 4 and 5: an Idempotency-Key answers only the request it was first sent with,
// and only for a day; a transfer confirmed for less than is due is not verified as paid unless
// staff say, on record, that the amount due arrived.

let k: ContractsTestKit;
let staff: string;
beforeAll(async () => {
  k = await contractsTestKit();
  staff = await k.t.signIn('staff-a@example.test');
});

const REUSED = { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for a different request. Use a new key for a new request.' };

const newItem = (amountPence = 550_000) =>
  insertPaymentItem(k.t.db, { companyId: k.world.tenantA.company.id, projectId: k.world.projects.projectA1.id, title: 'Manufacturing Start Payment', amountPence });

const post = (path: string, body: unknown, cookie: string, key?: string) => k.t.request('POST', path, body, { cookie, headers: key ? { 'idempotency-key': key } : {} });
const confirm = (id: string, amount: string, key?: string) =>
  post(`/api/payments/${id}/confirm-transfer`, { reference: `INV-${id.slice(0, 8).toUpperCase()}`, amount, transferDate: '2024-03-01' }, k.cookies.a1, key);
const reject = (id: string) => post(`/api/payments/${id}/reject`, { reason: 'Nothing has arrived yet.' }, staff);
const verify = (id: string, body: unknown = {}, key?: string) => post(`/api/payments/${id}/verify`, body, staff, key);

async function statusOf(id: string) {
  const [row] = await k.t.db.select({ status: paymentItems.status }).from(paymentItems).where(eq(paymentItems.id, id));
  return row!.status;
}

const eventsOf = (id: string) =>
  k.t.db
    .select({ kind: paymentEvents.kind, amountPence: paymentEvents.amountPence, acknowledgedAmountPence: paymentEvents.acknowledgedAmountPence })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, id))
    .orderBy(asc(paymentEvents.createdAt));

describe('an Idempotency-Key answers only the request it was first sent with', () => {
  it('refuses a confirmation sent again with the same key and another body, and records nothing', async () => {
    const item = await newItem();
    expect((await confirm(item.id, '5500.00', 'confirm-key-0001')).status).toBe(200);
    expect((await reject(item.id)).status).toBe(200);

    // Before: 200 "pending_verification" replayed from the first answer, while the item stayed pending.
    const again = await confirm(item.id, '1000.00', 'confirm-key-0001');
    expect(again.status).toBe(422);
    expect((await again.json()).error).toEqual(REUSED);
    expect(await statusOf(item.id)).toBe('pending');
    expect((await eventsOf(item.id)).map((e) => e.kind)).toEqual(['transfer_confirmed', 'rejected']);

    // The same request again is still a retry: it answers as the first did and changes nothing.
    const retried = await confirm(item.id, '5500.00', 'confirm-key-0001');
    expect(retried.status).toBe(200);
    expect((await retried.json()).status).toBe('pending_verification');
    expect(await eventsOf(item.id)).toHaveLength(2);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('refuses a contract signature sent again with the same key and another body or another contract', async () => {
    const first = await k.newContract();
    const second = await k.newContract();
    const sign = (id: string, body: unknown) => post(`/api/contracts/${id}/sign`, body, k.cookies.a1, 'sign-key-0001');
    expect((await sign(first.id, { agreed: true })).status).toBe(200);

    const otherBody = await sign(first.id, { agreed: true, signerName: 'Someone else' });
    expect(otherBody.status).toBe(422);
    expect((await otherBody.json()).error).toEqual(REUSED);
    const otherContract = await sign(second.id, { agreed: true });
    expect(otherContract.status).toBe(422);
    expect((await otherContract.json()).error).toEqual(REUSED);
    const [row] = await k.t.db.select({ signedAt: contracts.signedAt }).from(contracts).where(eq(contracts.id, second.id));
    expect(row!.signedAt).toBeNull();

    // Key order and spacing are not a different request.
    const retried = await k.t.request('POST', `/api/contracts/${first.id}/sign`, '{ "agreed" : true }', { cookie: k.cookies.a1, headers: { 'idempotency-key': 'sign-key-0001' } });
    expect(retried.status).toBe(200);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('forgets a key after 24 hours: a 25-hour-old key starts a new request, and old keys are pruned', async () => {
    const item = await newItem();
    expect((await confirm(item.id, '5500.00', 'confirm-key-0002')).status).toBe(200);
    expect((await reject(item.id)).status).toBe(200);
    const ageKey = (key: string, hours: number) =>
      k.t.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(idempotencyKeys.key, key));
    await ageKey('confirm-key-0002', 25);

    // Before: the day-old answer replayed (200, pending_verification) and nothing was recorded.
    const later = await confirm(item.id, '5500.00', 'confirm-key-0002');
    expect(later.status).toBe(200);
    expect(await statusOf(item.id)).toBe('pending_verification');
    expect((await eventsOf(item.id)).map((e) => e.kind)).toEqual(['transfer_confirmed', 'rejected', 'transfer_confirmed']);

    // The pruning the server runs each hour deletes what is older than a day, and nothing newer.
    const other = await newItem();
    expect((await confirm(other.id, '5500.00', 'confirm-key-0003')).status).toBe(200);
    expect((await confirm((await newItem()).id, '5500.00', 'confirm-key-0004')).status).toBe(200);
    await ageKey('confirm-key-0003', 25);
    await ageKey('confirm-key-0004', 23);
    expect(await pruneExpiredIdempotencyKeys(k.t.db)).toBe(1);
    const left = await k.t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(sql`${idempotencyKeys.key} like 'confirm-key-%'`);
    expect(left.map((r) => r.key).sort()).toEqual(['confirm-key-0001', 'confirm-key-0002', 'confirm-key-0004']);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('verifying a transfer checks the money', () => {
  it('refuses to verify £1,000 confirmed of £5,500 due unless staff acknowledge that £5,500 arrived', async () => {
    const item = await newItem(550_000);
    expect((await confirm(item.id, '1000.00')).status).toBe(200);

    // Before: 200 paid, and the receipt said £5,500.00 paid.
    const refused = await verify(item.id, {}, 'verify-key-0001');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: 'AMOUNT_MISMATCH',
      message: 'The customer confirmed £1,000.00 but £5,500.00 is due. Check your bank account and confirm the amount that arrived.',
    });
    // With no body at all, as an older client would send it.
    expect((await k.t.request('POST', `/api/payments/${item.id}/verify`, undefined, { cookie: staff })).status).toBe(409);
    // Acknowledging the amount the customer confirmed is not acknowledging the amount due.
    const short = await verify(item.id, { acknowledgedAmount: '1000.00' });
    expect(short.status).toBe(409);
    expect((await short.json()).error.code).toBe('AMOUNT_MISMATCH');
    expect(await statusOf(item.id)).toBe('pending_verification');
    expect((await k.t.request('GET', `/api/payments/${item.id}/receipt`, undefined, { cookie: k.cookies.a1 })).status).toBe(409);

    // The same key again, now with the acknowledgement: the refusal left no key behind.
    const verified = await verify(item.id, { acknowledgedAmount: '5500.00' }, 'verify-key-0001');
    expect(verified.status).toBe(200);
    expect((await verified.json()).status).toBe('paid');
    expect(await eventsOf(item.id)).toEqual([
      { kind: 'transfer_confirmed', amountPence: 100_000, acknowledgedAmountPence: null },
      { kind: 'verified', amountPence: null, acknowledgedAmountPence: 550_000 },
    ]);

    // The receipt says what staff acknowledged arrived: £5,500.00.
    const receipt = await k.t.request('GET', `/api/payments/${item.id}/receipt`, undefined, { cookie: k.cookies.a1 });
    expect(receipt.status).toBe(200);
    const text = pdfText(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain('£5,500.00');
    expect(text).not.toContain('£1,000.00');
    recordSecurityFigure('threatsRefused', 1);
  });

  it('verifies a transfer confirmed for the amount due with no acknowledgement, and refuses a malformed one', async () => {
    const item = await newItem(550_000);
    expect((await confirm(item.id, '5500.00')).status).toBe(200);
    const malformed = await verify(item.id, { acknowledgedAmount: 'all of it' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toHaveProperty('acknowledgedAmount');
    expect((await verify(item.id)).status).toBe(200);
    const events = await k.t.db
      .select({ acknowledged: paymentEvents.acknowledgedAmountPence })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, item.id), eq(paymentEvents.kind, 'verified')));
    expect(events).toEqual([{ acknowledged: null }]);
  });
});
