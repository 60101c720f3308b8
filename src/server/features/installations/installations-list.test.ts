import { beforeAll, describe, expect, it } from 'vitest';
import { INSTALLATION_STATUS_LABELS, type InstallationStatus } from '../../../shared/constants/operations';
import type { Installation, InstallationsPage } from '../../../shared/schemas/installations';
import { seedDemo } from '../../db/seed';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'staff' | 'customer' | 'acmeStaff', string>;
const ACME = 'acme.localhost';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  c.staff = await t.signIn('staff@example.com');
  c.customer = await t.signIn('customer@example.com');
  c.acmeStaff = await t.signIn('staff@acme.example.com', undefined, { host: ACME });
});

async function list(query = '', cookie = c.staff, host?: string): Promise<InstallationsPage> {
  const res = await t.request('GET', `/api/installations${query}`, undefined, { cookie, host });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** Every page of a query, in order. */
async function everything(query: string): Promise<Installation[]> {
  const first = await list(`?pageSize=50${query}`);
  expect(first.pageCount).toBe(1);
  return first.items;
}

const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);
const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

describe('the installation table on the seeded demo company', () => {
  it('reads page 1 of 3: ten installations still to do, soonest first, the overdue sample one on top', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageCount: 3, total: 22 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual({
      projectId: 'proj-123456',
      projectName: 'Garden Office, 4m x 3m',
      customerName: 'Emma Clarke',
      productType: 'home_office',
      installDate: '2024-04-22',
      installSlot: 'all_day',
      location: 'Godalming, Surrey',
      team: null,
      status: 'pending_survey',
    });
    expect(page.items[1]).toMatchObject({ customerName: 'Lucy Ward', team: { name: 'Team Ash' }, status: 'confirmed', location: 'Cranleigh, Surrey' });
    const dates = page.items.map((i) => i.installDate!);
    expect(dates).toEqual(sorted(dates, (a, b) => a.localeCompare(b)));
  });

  it('pages through all 22 once each, and leaves completed projects out', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const page = await list(`?page=${n}`);
      expect(page).toMatchObject({ page: n, pageCount: 3, total: 22 });
      seen.push(...page.items.map((i) => i.projectId));
    }
    expect(seen).toHaveLength(22);
    expect(new Set(seen).size).toBe(22);
    expect((await everything('')).map((i) => i.customerName)).not.toContain('Ava Thompson');
  });

  it('serves the last page when asked for one past the end, and page 1 of 1 for nothing', async () => {
    expect(await list('?page=9')).toMatchObject({ page: 3, pageCount: 3, total: 22 });
    expect((await list('?page=9')).items).toHaveLength(2);
    expect(await list('?pageSize=5&page=99')).toMatchObject({ page: 5, pageCount: 5 });
    expect(await list('?search=nobody-lives-here&page=4')).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it.each([['?page=0'], ['?page=abc'], ['?page=1.5'], ['?pageSize=0'], ['?pageSize=51'], ['?sort=price'], ['?sort=--customer'], [`?search=${'x'.repeat(101)}`]])(
    'refuses %s with 400 and the field named',
    async (query) => {
      const res = await t.request('GET', `/api/installations${query}`, undefined, { cookie: c.staff });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields)).toEqual([query.slice(1).split('=')[0]]);
    },
  );
});

describe('search', () => {
  it('matches the customer name, the location and the project name, case-blind', async () => {
    expect((await list('?search=pAtEl')).items.map((i) => i.customerName)).toEqual(['Raj Patel']);
    const sussex = await everything('&search=west%20sussex');
    expect(sussex.length).toBeGreaterThan(1);
    expect(sussex.every((i) => i.location!.includes('West Sussex'))).toBe(true);
    const studios = await everything('&search=studio');
    expect(studios.length).toBeGreaterThan(1);
    expect(studios.every((i) => i.projectName.includes('Studio'))).toBe(true);
  });

  it('pages the matches on the server', async () => {
    const surrey = await list('?search=surrey&pageSize=4');
    expect(surrey.total).toBeGreaterThan(8);
    expect(surrey.pageCount).toBe(Math.ceil(surrey.total / 4));
    expect(surrey.items).toHaveLength(4);
    const last = await list(`?search=surrey&pageSize=4&page=99`);
    expect(last).toMatchObject({ page: surrey.pageCount, pageCount: surrey.pageCount, total: surrey.total });
    expect(last.items).toHaveLength(surrey.total - (surrey.pageCount - 1) * 4);
  });

  it('takes % and _ literally, and a blank box as no search', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
    expect((await list('?search=%5C')).total).toBe(0);
    expect((await list('?search=%20%20')).total).toBe(22);
  });
});

describe('sorting', () => {
  it.each([
    ['customer', (a: Installation, b: Installation) => byText(a.customerName, b.customerName)],
    ['-customer', (a: Installation, b: Installation) => byText(b.customerName, a.customerName)],
    ['-installDate', (a: Installation, b: Installation) => b.installDate!.localeCompare(a.installDate!)],
    ['location', (a: Installation, b: Installation) => byText(a.location!, b.location!)],
    ['-location', (a: Installation, b: Installation) => byText(b.location!, a.location!)],
  ])('by %s', async (sort, compare) => {
    const items = await everything(`&sort=${sort}`);
    const key = sort.replace('-', '') as keyof Installation;
    expect(items.map((i) => i[key])).toEqual(sorted(items, compare).map((i) => i[key]));
  });

  it('by status reads as the labels do, A to Z and back, soonest first within one', async () => {
    const label = (i: Installation) => INSTALLATION_STATUS_LABELS[i.status as InstallationStatus];
    const up = await everything('&sort=status');
    expect(up.map(label)).toEqual(sorted(up.map(label), (a, b) => a.localeCompare(b)));
    expect(label(up[0]!)).toBe('Confirmed');
    const confirmed = up.filter((i) => i.status === 'confirmed').map((i) => i.installDate!);
    expect(confirmed).toEqual(sorted(confirmed, (a, b) => a.localeCompare(b)));
    const down = await everything('&sort=-status');
    expect(label(down[0]!)).toBe('Pending Survey');
  });
});

describe('refusals', () => {
  it('customers 403, anonymous 401, another company\'s cookie on this host 401; their staff see only their own', async () => {
    expect((await t.request('GET', '/api/installations', undefined, { cookie: c.customer })).status).toBe(403);
    expect((await t.request('GET', '/api/installations')).status).toBe(401);
    expect((await t.request('GET', '/api/installations', undefined, { cookie: c.acmeStaff })).status).toBe(401);
    const acme = await list('?pageSize=50', c.acmeStaff, ACME);
    expect(acme.items.map((i) => i.customerName)).toEqual(['Oliver Bennett']);
    expect((await list('?search=Emma', c.acmeStaff, ACME)).total).toBe(0);
  });
});
