import { beforeAll, expect, it } from 'vitest';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../../../tests/factories/projects';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

const queries: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => queries.push(sql) });
  world = await createTwoTenantWorld(t.db);
});

async function statementsToLoadPayments(itemCount: number): Promise<number> {
  const project = await insertProject(t.db, { companyId: world.tenantA.company.id, customerId: world.users.customerA1.id });
  for (let i = 0; i < itemCount; i++) {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: project.id, position: i, amountPence: 10_000 + i });
    if (i % 3 === 0) {
      const cookie = await t.signIn('staff-a@example.test');
      await t.request('POST', `/api/payments/${item.id}/mark-paid`, {}, { cookie });
    }
  }
  const cookie = await t.signIn('a1@example.test');
  queries.length = 0;
  const res = await t.request('GET', `/api/projects/${project.id}/payments`, undefined, { cookie });
  expect(res.status).toBe(200);
  expect((await res.json()).items).toHaveLength(itemCount);
  return queries.length;
}

it('loads a payment schedule in a fixed number of SQL statements, however many items (no N+1)', async () => {
  const few = await statementsToLoadPayments(2);
  const many = await statementsToLoadPayments(24);
  expect(many).toBe(few);
  expect(many).toBeGreaterThan(2); // the counter really sees the statements
  expect(many).toBeLessThanOrEqual(8);
});
