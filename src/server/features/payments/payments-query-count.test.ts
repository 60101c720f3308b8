import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMilestones } from '../../db/schema/payments';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../db/insert-project';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

const queries: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => queries.push(sql) });
  world = await createTwoTenantWorld(t.db);
  const admin = await t.signIn('admin-a@example.test');
  const bankDetails = { accountName: 'Arbour Garden Rooms Ltd', sortCode: '200000', accountNumber: '55123456', bankName: 'Barclays' };
  expect((await t.request('PUT', '/api/bank-details', bankDetails, { cookie: admin })).status).toBe(200);
  customer = await t.signIn('a1@example.test');
});

/** A project of customer a1 with this many payment items (every third one paid, through the API) and milestones. */
async function dashboardProject(itemCount: number, milestoneCount: number): Promise<string> {
  const companyId = world.tenantA.company.id;
  const project = await insertProject(t.db, { companyId, customerId: world.users.customerA1.id });
  const staff = await t.signIn('staff-a@example.test');
  for (let i = 0; i < itemCount; i++) {
    const item = await insertPaymentItem(t.db, { companyId, projectId: project.id, position: i, amountPence: 10_000 + i });
    if (i % 3 === 0) await t.request('POST', `/api/payments/${item.id}/mark-paid`, {}, { cookie: staff });
  }
  await t.db.insert(projectMilestones).values(
    Array.from({ length: milestoneCount }, (_, i) => ({ companyId, projectId: project.id, title: `Milestone ${i + 1}`, date: `2030-01-${String(i + 1).padStart(2, '0')}` })),
  );
  return project.id;
}

async function statementsFor(path: string, check: (body: Record<string, unknown[]>) => void): Promise<number> {
  queries.length = 0;
  const res = await t.request('GET', path, undefined, { cookie: customer });
  expect(res.status).toBe(200);
  const count = queries.length;
  check(await res.json());
  return count;
}

/** The customer dashboard's three calls (docs/architecture.md, Customer dashboard), each counted alone. */
async function dashboardStatements(itemCount: number, milestoneCount: number) {
  const projectId = await dashboardProject(itemCount, milestoneCount);
  return {
    project: await statementsFor(`/api/projects/${projectId}`, (body) => expect(body.milestones).toHaveLength(milestoneCount)),
    payments: await statementsFor(`/api/projects/${projectId}/payments`, (body) => expect(body.items).toHaveLength(itemCount)),
    bankDetails: await statementsFor('/api/bank-details', (body) => expect(body).toHaveProperty('sortCode', '200000')),
  };
}

describe('the customer dashboard loads in a fixed number of SQL statements per call, however many items (no N+1)', () => {
  let few: Awaited<ReturnType<typeof dashboardStatements>>;
  let many: Awaited<ReturnType<typeof dashboardStatements>>;

  beforeAll(async () => {
    few = await dashboardStatements(2, 3);
    many = await dashboardStatements(24, 12);
  });

  // The company with the session (one statement) is part of each count; the caps leave no room for a query per item.
  it.each([
    ['project with milestones and delay notice', 'project', 2],
    ['payment schedule', 'payments', 2],
    ['bank details', 'bankDetails', 2],
  ] as const)('%s', (_name, call, cap) => {
    expect(many[call]).toBe(few[call]);
    expect(many[call]).toBeGreaterThan(1); // the counter really sees the statements
    expect(many[call]).toBeLessThanOrEqual(cap);
  });
});

describe('a payment transition is a fixed, short list of statements (writes are round trips)', () => {
  async function statementsOf(method: 'POST', path: string, body: unknown, cookie: string, key: string): Promise<string[]> {
    queries.length = 0;
    const res = await t.request(method, path, body, { cookie, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(200);
    return [...queries];
  }

  it('confirming a transfer and verifying it, each with an idempotency key, email and activity included', async () => {
    const companyId = world.tenantA.company.id;
    const project = await insertProject(t.db, { companyId, customerId: world.users.customerA1.id });
    const item = await insertPaymentItem(t.db, { companyId, projectId: project.id, title: 'Counted payment' });
    const staff = await t.signIn('staff-a@example.test');
    const confirm = await statementsOf('POST', `/api/payments/${item.id}/confirm-transfer`, { reference: 'ARB-1', amount: '1000.00', transferDate: '2026-11-20' }, customer, 'count-confirm-1');
    const verify = await statementsOf('POST', `/api/payments/${item.id}/verify`, {}, staff, 'count-verify-1');
    // Company with session, then begin, key, the conditional update (with the customer), event with activity and email, stored answer, commit;
    // a confirmation also reads the company's staff and admins, who are told a transfer awaits verification.
    expect(confirm).toHaveLength(8);
    expect(verify).toHaveLength(7);
    const [{ activities, events, emails }] = (
      await t.db.execute<{ activities: number; events: number; emails: number }>(sql`select
        (select count(*)::int from activity where project_id = ${project.id}) as activities,
        (select count(*)::int from payment_events where payment_id = ${item.id}) as events,
        (select count(*)::int from email_outbox where text_body like '%Counted payment%') as emails`)
    ).rows as [{ activities: number; events: number; emails: number }];
    // The customer's acknowledgement and the notice to a staff member and an admin, then the customer's receipt.
    expect({ activities, events, emails }).toEqual({ activities: 2, events: 2, emails: 4 });
  });
});
