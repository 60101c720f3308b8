import { and, eq, like, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { paymentEvents, paymentItems } from '../../db/schema/payments';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB', string>;

beforeEach(async () => {
  if (t) return;
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.a2 = await t.signIn('a2@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const confirmation = { reference: 'INV-TEST1234', amount: '1000.00', transferDate: '2024-03-01' };

async function newItem(overrides: Partial<Parameters<typeof insertPaymentItem>[1]> = {}) {
  return insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, ...overrides });
}

const post = (path: string, body: unknown, cookie: string, headers: Record<string, string> = {}, host?: string) =>
  t.request('POST', path, body, { cookie, headers, host });

describe('GET /api/projects/:id/payments', () => {
  it('lists the schedule with references, derived overdue, and the summary', async () => {
    const project = await (await import('../../db/insert-project')).insertProject(t.db, {
      companyId: world.tenantA.company.id,
      customerId: world.users.customerA1.id,
    });
    const base = { companyId: world.tenantA.company.id, projectId: project.id };
    const deposit = await insertPaymentItem(t.db, { ...base, title: 'Deposit', amountPence: 220_000, dueDate: '2024-01-15', status: 'paid' });
    await insertPaymentItem(t.db, { ...base, title: 'Manufacturing Start Payment', amountPence: 550_000, dueDate: '2024-03-01' });
    await insertPaymentItem(t.db, { ...base, title: 'Final Payment', amountPence: 330_000, dueDate: '2099-04-22' });

    const res = await t.request('GET', `/api/projects/${project.id}/payments`, undefined, { cookie: cookies.a1 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items.map((i: { title: string; status: string }) => [i.title, i.status])).toEqual([
      ['Deposit', 'paid'],
      ['Manufacturing Start Payment', 'overdue'],
      ['Final Payment', 'pending'],
    ]);
    expect(body.items[0].reference).toBe(`INV-${deposit.id.slice(0, 8).toUpperCase()}`);
    expect(body.summary).toEqual({
      totalPence: 1_100_000,
      depositPence: 220_000,
      depositPercent: 20,
      paidPence: 220_000,
      remainingPence: 880_000,
      nextPayment: { title: 'Manufacturing Start Payment', amountPence: 550_000 },
    });
  });

  it("refuses another customer, another company's staff and an anonymous caller", async () => {
    const path = `/api/projects/${world.projects.projectA1.id}/payments`;
    expect((await t.request('GET', path, undefined, { cookie: cookies.a2 })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: cookies.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('GET', path, undefined, { cookie: cookies.staffA })).status).toBe(200);
  });
});

describe('the bank-transfer workflow', () => {
  it('customer confirms → verifying; staff verifies → paid by BACS, with one event each', async () => {
    const item = await newItem();
    const confirmed = await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'pending_verification', paymentMethod: 'bank_transfer' });

    const verified = await post(`/api/payments/${item.id}/verify`, {}, cookies.staffA);
    expect(verified.status).toBe(200);
    const body = await verified.json();
    expect(body).toMatchObject({ status: 'paid', paymentMethod: 'BACS' });
    expect(Date.now() - Date.parse(body.paymentDate)).toBeLessThan(60_000);

    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, item.id));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus]).sort()).toEqual([
      ['transfer_confirmed', 'pending', 'pending_verification'],
      ['verified', 'pending_verification', 'paid'],
    ]);
    expect(events.find((e) => e.kind === 'transfer_confirmed')).toMatchObject({ reference: 'INV-TEST1234', amountPence: 100_000, transferDate: '2024-03-01' });
  });

  it('staff reject → pending again, with the reason shown to the customer', async () => {
    const item = await newItem();
    await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1);
    const rejected = await post(`/api/payments/${item.id}/reject`, { reason: 'No transfer with this reference has arrived yet.' }, cookies.adminA);
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).status).toBe('pending');
    const list = await (await t.request('GET', `/api/projects/${world.projects.projectA1.id}/payments`, undefined, { cookie: cookies.a1 })).json();
    expect(list.items.find((i: { id: string }) => i.id === item.id).rejectionReason).toBe('No transfer with this reference has arrived yet.');
  });

  it("the staff list shows the customer's latest confirmation to check, and the latest rejection's reason once back to pending", async () => {
    const item = await newItem({ dueDate: '2001-01-01' });
    const staffRow = async () => {
      const page = await (await t.request('GET', '/api/payments?status=overdue&pageSize=100', undefined, { cookie: cookies.staffA })).json();
      const verifying = await (await t.request('GET', '/api/payments?status=pending_verification&pageSize=100', undefined, { cookie: cookies.staffA })).json();
      return [...page.items, ...verifying.items].find((i: { id: string }) => i.id === item.id);
    };
    await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1);
    await post(`/api/payments/${item.id}/reject`, { reason: 'Nothing arrived.' }, cookies.staffA);
    expect(await staffRow()).toMatchObject({ status: 'overdue', rejectionReason: 'Nothing arrived.' });
    await post(`/api/payments/${item.id}/confirm-transfer`, { ...confirmation, reference: 'INV-SECOND01', transferDate: '2024-03-05' }, cookies.a1);
    expect(await staffRow()).toMatchObject({
      status: 'pending_verification',
      rejectionReason: null,
      confirmation: { reference: 'INV-SECOND01', amountPence: 100_000, transferDate: '2024-03-05' },
    });
  });

  it('staff may reject without a reason, sending no body at all', async () => {
    const item = await newItem();
    await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1);
    const rejected = await t.request('POST', `/api/payments/${item.id}/reject?q=x`, undefined, { cookie: cookies.adminA });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('staff may mark an overdue item paid directly (a manual verification)', async () => {
    const item = await newItem({ dueDate: '2020-01-01' });
    const res = await post(`/api/payments/${item.id}/mark-paid`, {}, cookies.staffA);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'paid', paymentMethod: 'BACS' });
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, item.id));
    expect(event).toMatchObject({ kind: 'marked_paid', fromStatus: 'pending', toStatus: 'paid' });
  });

  it('refuses any other transition with 409 and a clear message', async () => {
    const paid = await newItem({ status: 'paid' });
    const res = await post(`/api/payments/${paid.id}/confirm-transfer`, confirmation, cookies.a1);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('You cannot confirm a transfer for this payment: it is already paid.');
    expect((await post(`/api/payments/${paid.id}/verify`, {}, cookies.staffA)).status).toBe(409);
    const pending = await newItem();
    expect((await post(`/api/payments/${pending.id}/reject`, {}, cookies.staffA)).status).toBe(409);
  });

  it('lets only the right people act', async () => {
    const item = await newItem();
    // Customers cannot verify; staff cannot confirm a transfer for the customer.
    expect((await post(`/api/payments/${item.id}/verify`, {}, cookies.a1)).status).toBe(403);
    expect((await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.staffA)).status).toBe(403);
    // Another customer of the same company, another company's staff, nobody at all.
    expect((await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a2)).status).toBe(404);
    expect((await post(`/api/payments/${item.id}/mark-paid`, {}, cookies.staffB, {}, 'acme.localhost')).status).toBe(404);
    expect((await t.request('POST', `/api/payments/${item.id}/mark-paid`, {})).status).toBe(401);
    const [row] = await t.db.select().from(paymentItems).where(eq(paymentItems.id, item.id));
    expect(row!.status).toBe('pending');
  });

  it('changes state once when two staff verify at the same moment', async () => {
    const item = await newItem({ status: 'pending_verification' });
    const results = await Promise.all([post(`/api/payments/${item.id}/verify`, {}, cookies.staffA), post(`/api/payments/${item.id}/verify`, {}, cookies.adminA)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, item.id));
    expect(events).toHaveLength(1);
  });

  it('answers a retried request with the same Idempotency-Key with the first result', async () => {
    const item = await newItem();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const [first, second] = await Promise.all([
      post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1, headers),
      post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1, headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, item.id));
    expect(events).toHaveLength(1);
    // The same key for another request is a mistake, not a replay.
    const other = await newItem();
    const reused = await post(`/api/payments/${other.id}/confirm-transfer`, confirmation, cookies.a1, headers);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each([
    ['a negative amount', { amount: -10 }],
    ['NaN', { amount: 'NaN' }],
    ['1e309', '{"reference":"X","amount":1e309,"transferDate":"2024-03-01"}'],
    ['a future date', { transferDate: '2999-01-01' }],
    ['an 1899 date', { transferDate: '1899-06-01' }],
    ['missing fields', {}],
    ['wrong types', { reference: 42, amount: true, transferDate: 20240301 }],
  ])('refuses %s with 400 and field errors', async (_name, change) => {
    const item = await newItem();
    const body = typeof change === 'string' ? change : Object.keys(change).length === 0 ? {} : { ...confirmation, ...change };
    const res = await post(`/api/payments/${item.id}/confirm-transfer`, body, cookies.a1);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(['VALIDATION_FAILED', 'INVALID_JSON']).toContain(error.code);
    if (error.code === 'VALIDATION_FAILED') expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
  });
});

describe('emails to the customer', () => {
  // Confirming a transfer sends its own acknowledgement (transfer-confirmed-email.test.ts); these are what staff's decisions send.
  const emailsAbout = (title: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, 'a1@example.test'), like(emailOutbox.textBody, `%${title}%`), ne(emailOutbox.kind, 'transfer-confirmed')));

  it('tells the customer once when staff verify their transfer, with the amount, reference and a portal link', async () => {
    const item = await newItem({ title: 'Deposit for the verify email', amountPence: 220_000 });
    await post(`/api/payments/${item.id}/confirm-transfer`, { ...confirmation, amount: '2200.00' }, cookies.a1);
    expect(await emailsAbout('Deposit for the verify email')).toEqual([]);

    const headers = { 'idempotency-key': 'verify-email-0001' };
    await post(`/api/payments/${item.id}/verify`, {}, cookies.staffA, headers);
    await post(`/api/payments/${item.id}/verify`, {}, cookies.staffA, headers);

    const emails = await emailsAbout('Deposit for the verify email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'payment-received', companyId: world.tenantA.company.id });
    expect(emails[0]!.textBody).toContain('£2,200.00');
    expect(emails[0]!.textBody).toContain(`INV-${item.id.slice(0, 8).toUpperCase()}`);
    expect(emails[0]!.textBody).toMatch(/http:\/\/[^/]+\/dashboard\?tab=payments/);
  });

  it('tells the customer when a transfer is rejected, with the reason', async () => {
    const item = await newItem({ title: 'Stage payment for the reject email' });
    await post(`/api/payments/${item.id}/confirm-transfer`, confirmation, cookies.a1);
    await post(`/api/payments/${item.id}/reject`, { reason: 'Nothing with this reference has arrived.' }, cookies.staffA);
    const [email] = await emailsAbout('Stage payment for the reject email');
    expect(email).toMatchObject({ kind: 'payment-rejected' });
    expect(email!.textBody).toContain('Nothing with this reference has arrived.');
  });

  it('sends nothing when the change is refused', async () => {
    const item = await newItem({ title: 'Refused verify email check' });
    expect((await post(`/api/payments/${item.id}/verify`, {}, cookies.staffA)).status).toBe(409);
    expect((await post(`/api/payments/${item.id}/verify`, {}, cookies.staffB, {}, 'acme.localhost')).status).toBe(404);
    expect(await emailsAbout('Refused verify email check')).toEqual([]);
  });
});

describe('receipts and invoices', () => {
  it('gives the customer and staff a PDF receipt once paid, as an attachment', async () => {
    const item = await newItem({ status: 'pending_verification', amountPence: 550_000, title: 'Manufacturing Start Payment' });
    const early = await t.request('GET', `/api/payments/${item.id}/receipt`, undefined, { cookie: cookies.a1 });
    expect(early.status).toBe(409);
    const verified = await (await post(`/api/payments/${item.id}/verify`, {}, cookies.staffA)).json();
    expect(verified.receiptUrl).toBe(`/api/payments/${item.id}/receipt`);

    for (const cookie of [cookies.a1, cookies.staffA]) {
      const res = await t.request('GET', verified.receiptUrl, undefined, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-INV-[0-9A-F]{8}\.pdf"$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('gives an invoice for any item, and neither to another customer, company or anonymous caller', async () => {
    const item = await newItem();
    const res = await t.request('GET', `/api/payments/${item.id}/invoice`, undefined, { cookie: cookies.a1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('invoice-INV-');
    expect((await t.request('GET', `/api/payments/${item.id}/invoice`, undefined, { cookie: cookies.a2 })).status).toBe(404);
    expect((await t.request('GET', `/api/payments/${item.id}/invoice`, undefined, { cookie: cookies.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', `/api/payments/${item.id}/invoice`)).status).toBe(401);
  });
});
