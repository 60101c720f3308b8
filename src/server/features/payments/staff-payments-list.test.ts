import { subDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../shared/dates';
import type { PaymentItemRow } from '../../db/schema/payments';
import { insertCompany } from '../../db/insert-company';
import { insertPaymentItem, type NewPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../db/insert-project';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

interface Page {
  items: { id: string; status: string; title: string; customerName: string; projectName: string }[];
  page: number;
  pageCount: number;
  total: number;
}

async function list(query: string, cookie = cookies.staffA, host?: string): Promise<Page> {
  const res = await t.request('GET', `/api/payments${query}`, undefined, { cookie, host });
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /api/payments (staff)', () => {
  it("lists the company's items with customer and project, filtered by status", async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, status: 'pending_verification' });
    const { items } = await list('?status=pending_verification');
    expect(items.every((i) => i.status === 'pending_verification')).toBe(true);
    expect(items.find((i) => i.id === item.id)).toMatchObject({ customerName: 'a1', projectName: 'A1 office' });
  });

  it('refuses customers, and shows another company nothing of ours', async () => {
    expect((await t.request('GET', '/api/payments', undefined, { cookie: cookies.a1 })).status).toBe(403);
    expect((await list('', cookies.staffB, 'acme.localhost')).items).toEqual([]);
    expect((await t.request('GET', '/api/payments')).status).toBe(401);
  });

  it.each([['?page=0'], ['?page=abc'], ['?pageSize=0'], ['?pageSize=101'], ['?page=1.5'], ['?status=late']])('refuses %s with 400 and field errors', async (query) => {
    const res = await t.request('GET', `/api/payments${query}`, undefined, { cookie: cookies.staffA });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toHaveLength(1);
  });
});

describe('paging and exact status filters', () => {
  // A company of its own, so every count below is exact.
  let host: string;
  let staff: string;
  const expected = { overdue: new Set<string>(), pending: new Set<string>(), pending_verification: new Set<string>(), paid: new Set<string>() };

  beforeAll(async () => {
    const company = await insertCompany(t.db, { subdomain: 'paging' });
    host = 'paging.localhost';
    const staffUser = await insertUser(t.db, { companyId: company.id, email: 'staff@paging.test', role: 'staff' });
    const customer = await insertUser(t.db, { companyId: company.id, name: 'Pat Paging' });
    const project = await insertProject(t.db, { companyId: company.id, customerId: customer.id });
    staff = await t.signIn(staffUser.email, undefined, { host });

    const today = todayInLondon();
    const yesterday = subDays(new Date(`${today}T12:00:00Z`), 1).toISOString().slice(0, 10);
    const add = async (status: keyof typeof expected, count: number, overrides: Partial<NewPaymentItem>) => {
      const rows: PaymentItemRow[] = await Promise.all(
        Array.from({ length: count }, (_, i) => insertPaymentItem(t.db, { companyId: company.id, projectId: project.id, position: i, ...overrides })),
      );
      for (const row of rows) expected[status].add(row.id);
    };
    // More overdue rows than the old 500-row cap, where the pending filter used to lose rows.
    await add('overdue', 510, { dueDate: '2020-01-01' });
    await add('overdue', 1, { dueDate: yesterday });
    await add('pending', 1, { dueDate: today });
    await add('pending', 6, { dueDate: '2099-01-01' });
    await add('pending', 2, { dueDate: null });
    await add('pending_verification', 4, { status: 'pending_verification', dueDate: '2099-06-01' });
    await add('paid', 3, { status: 'paid', dueDate: '2020-01-01' });
  });

  async function everyPage(status: string | null, pageSize: number) {
    const ids: string[] = [];
    const first = await list(`?${status ? `status=${status}&` : ''}pageSize=${pageSize}`, staff, host);
    for (let page = 1; page <= first.pageCount; page++) {
      const body = page === 1 ? first : await list(`?${status ? `status=${status}&` : ''}pageSize=${pageSize}&page=${page}`, staff, host);
      expect(body).toMatchObject({ page, pageCount: first.pageCount, total: first.total });
      if (status) expect(body.items.every((i) => i.status === status)).toBe(true);
      ids.push(...body.items.map((i) => i.id));
    }
    return { ids, first };
  }

  it.each(['overdue', 'pending', 'pending_verification', 'paid'] as const)('%s: every page together holds exactly the items that read so', async (status) => {
    const { ids, first } = await everyPage(status, 100);
    expect(first.total).toBe(expected[status].size);
    expect(first.pageCount).toBe(Math.max(1, Math.ceil(expected[status].size / 100)));
    expect(new Set(ids)).toEqual(expected[status]);
    expect(ids).toHaveLength(expected[status].size);
  });

  it('pages through everything once, transfers to verify first, 25 to a page by default', async () => {
    const all = Object.values(expected).reduce((n, s) => n + s.size, 0);
    const first = await list('', staff, host);
    expect(first).toMatchObject({ page: 1, total: all, pageCount: Math.ceil(all / 25) });
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 4).map((i) => i.status)).toEqual(Array(4).fill('pending_verification'));
    const { ids } = await everyPage(null, 100);
    expect(new Set(ids).size).toBe(all);
  });

  it('serves the last page when asked for one past the end', async () => {
    const body = await list('?status=pending_verification&pageSize=3&page=9', staff, host);
    expect(body).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(body.items).toHaveLength(1);
  });

  it('answers an empty filter with page 1 of 1', async () => {
    const acme = await list('?status=paid&page=3', cookies.staffB, 'acme.localhost');
    expect(acme).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});
