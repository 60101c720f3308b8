import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines, paymentItems, type PaymentItemRow } from '../../db/schema/payments';
import { insertPaymentItem, type NewPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp, type RequestOptions } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.a2 = await t.signIn('a2@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: world.tenantB.host });
});

interface Target {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Who may make this request, so the test also shows the refusals were not about the item's state. */
  owner: () => string;
  /** What the request would change; it must read the same after a refused caller. */
  state: () => Promise<unknown>;
}

let amountSeed = 10_000;
async function itemOfA1(overrides: Partial<NewPaymentItem> = {}): Promise<PaymentItemRow> {
  // A distinct amount per item keeps each statement line distinct.
  amountSeed += 1;
  return insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, amountPence: amountSeed, ...overrides });
}

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: paymentItems.status }).from(paymentItems).where(eq(paymentItems.id, id));
  return row!.status;
}

const item = (path: (id: string) => string, status: PaymentItemRow['status'], owner: () => string, method: Target['method'] = 'POST', body?: unknown) =>
  async (): Promise<Target> => {
    const row = await itemOfA1({ status });
    return { method, path: path(row.id), body, owner, state: () => statusOf(row.id) };
  };

const confirmation = { reference: 'INV-TEST1234', amount: '100.01', transferDate: '2024-03-01' };
const bankDetails = { accountName: 'Arbour Garden Rooms Ltd', sortCode: '200000', accountNumber: '55123456', bankName: 'Barclays' };

/** Every payment route that acts on tenant A's data, ready for the request its owner may make. */
const ROUTES: Record<string, () => Promise<Target>> = {
  'POST confirm-transfer': item((id) => `/api/payments/${id}/confirm-transfer`, 'pending', () => cookies.a1, 'POST', confirmation),
  'POST verify': item((id) => `/api/payments/${id}/verify`, 'pending_verification', () => cookies.staffA, 'POST', {}),
  'POST reject': item((id) => `/api/payments/${id}/reject`, 'pending_verification', () => cookies.staffA, 'POST', { reason: 'Nothing arrived' }),
  'POST mark-paid': item((id) => `/api/payments/${id}/mark-paid`, 'pending', () => cookies.staffA, 'POST', {}),
  'GET receipt': item((id) => `/api/payments/${id}/receipt`, 'paid', () => cookies.a1, 'GET'),
  'GET invoice': item((id) => `/api/payments/${id}/invoice`, 'pending', () => cookies.a1, 'GET'),
  'GET project payments': async () => ({
    method: 'GET',
    path: `/api/projects/${world.projects.projectA1.id}/payments`,
    owner: () => cookies.a1,
    state: async () => null,
  }),
  'POST reconciliation/confirm': async () => {
    const row = await itemOfA1({ status: 'pending_verification' });
    const form = new FormData();
    const csv = `Date,Description,Amount\n05/03/2024,BGC INV-${row.id.slice(0, 8)},${(row.amountPence / 100).toFixed(2)}\n`;
    form.append('file', new File([csv], 'statement.csv', { type: 'text/csv' }));
    const imported = await (await t.upload('/api/payments/reconciliation/import', form, { cookie: cookies.staffA })).json();
    const lineId: string = imported.matches[0].lineId;
    return {
      method: 'POST',
      path: '/api/payments/reconciliation/confirm',
      body: { lineId, paymentId: row.id },
      owner: () => cookies.staffA,
      state: async () => {
        const [line] = await t.db.select({ matched: bankStatementLines.matchedPaymentId }).from(bankStatementLines).where(eq(bankStatementLines.id, lineId));
        return { status: await statusOf(row.id), matched: line!.matched };
      },
    };
  },
  'PUT bank-details': async () => {
    amountSeed += 1;
    return {
      method: 'PUT',
      path: '/api/bank-details',
      body: { ...bankDetails, accountNumber: String(10_000_000 + amountSeed) },
      owner: () => cookies.adminA,
      state: async () => {
        const res = await t.request('GET', '/api/bank-details', undefined, { cookie: cookies.adminA });
        return { status: res.status, body: await res.json() };
      },
    };
  },
};

/** Everyone who must be refused tenant A's customer a1's payments. */
const INTRUDERS: Record<string, () => RequestOptions> = {
  'a customer of another project': () => ({ cookie: cookies.a2 }),
  'staff of another company, on their own host': () => ({ cookie: cookies.staffB, host: world.tenantB.host }),
  "staff of another company, with their cookie on this company's host": () => ({ cookie: cookies.staffB }),
  'an anonymous caller': () => ({}),
};

const cases = Object.keys(ROUTES).flatMap((route) => Object.keys(INTRUDERS).map((intruder) => [route, intruder] as const));

// GET /api/payments, GET /api/bank-details and the statement import act on the caller's own
// company, so another company's staff are answered with their own data: payments.test.ts,
// bank-details.test.ts and reconciliation.test.ts show none of ours reaches them.
describe('payment routes refuse everyone but the owner', () => {
  it.each(cases)('%s refuses %s and changes nothing', async (route, intruder) => {
    const target = await ROUTES[route]!();
    const before = await target.state();

    const refused = await t.request(target.method, target.path, target.body, INTRUDERS[intruder]!());
    expect([401, 403, 404]).toContain(refused.status);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await refused.json()).error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await target.state()).toEqual(before);

    const allowed = await t.request(target.method, target.path, target.body, { cookie: target.owner() });
    expect(allowed.status).toBe(200);
  });
});
