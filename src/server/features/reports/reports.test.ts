import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime, shiftIsoDate, todayInLondon } from '../../../shared/dates';
import { leads } from '../../db/schema/operations';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../db/insert-project';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { lastTwelveMonths, mondayOf } from './reports.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

describe('weeks and months', () => {
  it('starts a week on Monday and counts twelve months back across a new year', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(lastTwelveMonths('2026-02-10')).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('GET /api/reports/cash-flow', () => {
  it('puts each unpaid item in its week, overdue and transfers awaiting verification apart, and leaves paid ones out', async () => {
    const today = todayInLondon();
    const monday = mondayOf(today);
    const companyId = world.tenantA.company.id;
    const projectId = world.projects.projectA1.id;
    const item = (amountPence: number, dueDate: string | null, status: 'pending' | 'pending_verification' | 'paid' = 'pending') =>
      insertPaymentItem(t.db, { companyId, projectId, amountPence, dueDate, status });
    await item(100_00, shiftIsoDate(today, -3)); // overdue
    await item(50_00, shiftIsoDate(today, -40)); // overdue
    await item(220_000, today); // this week
    await item(1_50, shiftIsoDate(monday, 8)); // week 2
    await item(3_00, shiftIsoDate(monday, 7 * 11 + 6)); // the last day of week 12
    await item(7_00, shiftIsoDate(monday, 7 * 12)); // after week 12
    await item(9_00, null); // no date yet
    await item(400_00, shiftIsoDate(today, 2), 'pending_verification');
    await item(800_00, shiftIsoDate(today, -9), 'pending_verification');
    await item(999_00, shiftIsoDate(today, 5), 'paid');
    await insertPaymentItem(t.db, { companyId: world.tenantB.company.id, projectId: world.projects.projectB1.id, amountPence: 123_45, dueDate: today });

    const res = await t.request('GET', '/api/reports/cash-flow', undefined, { cookie: cookies.staffA });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.today).toBe(today);
    expect(body.overdue).toEqual({ pence: 150_00, count: 2 });
    expect(body.awaitingVerification).toEqual({ pence: 1200_00, count: 2 });
    expect(body.later).toEqual({ pence: 16_00, count: 2 });
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]).toEqual({ weekStart: monday, weekEnd: shiftIsoDate(monday, 6), pence: 220_000, count: 1 });
    expect(body.weeks[1]).toMatchObject({ weekStart: shiftIsoDate(monday, 7), pence: 1_50, count: 1 });
    expect(body.weeks[11]).toMatchObject({ weekEnd: shiftIsoDate(monday, 83), pence: 3_00, count: 1 });
    expect(body.weeks.slice(2, 11).every((w: { pence: number }) => w.pence === 0)).toBe(true);

    // Another company's staff see their own company's figures: only B1's item.
    const other = await (await t.request('GET', '/api/reports/cash-flow?weeks=1', undefined, { cookie: cookies.staffB, host: 'acme.localhost' })).json();
    expect(other.weeks).toEqual([{ weekStart: monday, weekEnd: shiftIsoDate(monday, 6), pence: 123_45, count: 1 }]);
    expect(other.overdue.pence + other.awaitingVerification.pence + other.later.pence).toBe(0);
  });

  it('takes 1 to 26 weeks', async () => {
    expect((await (await t.request('GET', '/api/reports/cash-flow?weeks=26', undefined, { cookie: cookies.adminA })).json()).weeks).toHaveLength(26);
    for (const weeks of ['0', '27', '2.5', 'twelve']) {
      const res = await t.request('GET', `/api/reports/cash-flow?weeks=${weeks}`, undefined, { cookie: cookies.staffA });
      expect(res.status, weeks).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(['weeks']);
    }
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await t.request('GET', '/api/reports/cash-flow', undefined, { cookie: cookies.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/reports/cash-flow')).status).toBe(401);
  });
});

describe('GET /api/reports/pipeline', () => {
  it('counts leads, quote requests and projects by London month, with conversion rates and projects by stage', async () => {
    const companyId = world.tenantA.company.id;
    const months = lastTwelveMonths(todayInLondon());
    const [previous, current] = [months[10]!, months[11]!];
    const at = (month: string, day: string, time = '12:00') => londonDateTime(`${month}-${day}`, time);
    const lead = (createdAt: Date, source: 'contact' | 'configurator' | 'demo', status: 'new' | 'converted' = 'new') =>
      t.db.insert(leads).values({ companyId, name: 'Lead', email: 'lead@example.test', source, status, createdAt });
    await lead(at(previous, '02'), 'contact');
    await lead(at(previous, '03'), 'demo');
    await lead(at(previous, '04'), 'configurator', 'converted');
    await lead(at(previous, '05'), 'configurator');
    // Just after midnight on the 1st in London: this month, though it may be last month in UTC.
    await lead(at(current, '01', '00:30'), 'configurator', 'converted');
    // Older than twelve months: left out.
    await lead(at(shiftIsoDate(`${months[0]}-01`, -1).slice(0, 7), '10'), 'contact');
    await t.db.insert(leads).values({ companyId: world.tenantB.company.id, name: 'B', email: 'b@example.test', source: 'contact', createdAt: at(current, '01') });
    await insertProject(t.db, { companyId, customerId: world.users.customerA1.id, name: 'Done', stage: 'completed', createdAt: at(previous, '20') });
    await insertProject(t.db, { companyId, customerId: world.users.customerA2.id, name: 'Making', stage: 'manufacturing', createdAt: at(previous, '21') });

    const res = await t.request('GET', '/api/reports/pipeline', undefined, { cookie: cookies.staffA });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(months);
    expect(body.months[10]).toEqual({ month: previous, leads: 4, quotes: 2, quotesWon: 1, projects: 2, leadToQuotePercent: 50, quoteToProjectPercent: 50 });
    // The world's three projects were made today.
    expect(body.months[11]).toEqual({ month: current, leads: 1, quotes: 1, quotesWon: 1, projects: 2, leadToQuotePercent: 100, quoteToProjectPercent: 100 });
    expect(body.months[0]).toMatchObject({ leads: 0, leadToQuotePercent: null, quoteToProjectPercent: null });
    expect(body.stages).toHaveLength(7);
    expect(body.stages[0]).toEqual({ stage: 'contract_deposit', title: 'Contract & Deposit Received', count: 2 });
    expect(body.stages.find((s: { stage: string }) => s.stage === 'manufacturing').count).toBe(1);
    expect(body.stages.at(-1)).toEqual({ stage: 'completed', title: 'Project Completed', count: 1 });

    const other = await (await t.request('GET', '/api/reports/pipeline', undefined, { cookie: cookies.staffB, host: 'acme.localhost' })).json();
    expect(other.months[11]).toMatchObject({ leads: 1, quotes: 0, projects: 1 });
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await t.request('GET', '/api/reports/pipeline', undefined, { cookie: cookies.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/reports/pipeline')).status).toBe(401);
  });
});
