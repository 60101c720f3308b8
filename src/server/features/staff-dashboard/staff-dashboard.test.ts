import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed';
import { companies } from '../../db/schema/companies';
import { leads, tasks } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { createTestApp } from '../../../../tests/setup/test-app';

const queries: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'staff' | 'admin' | 'customer' | 'acmeStaff', string>;
const ACME = { host: 'acme.localhost' };
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  await seedDemo(t.db);
  c.staff = await t.signIn('staff@example.com');
  c.admin = await t.signIn('admin@example.com');
  c.customer = await t.signIn('customer@example.com');
  c.acmeStaff = await t.signIn('staff@acme.example.com', undefined, ACME);
  acmeId = (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.subdomain, 'acme')))[0]!.id;
});

const get = async (path: string, cookie?: string, host?: string) => {
  const res = await t.request('GET', path, undefined, { cookie, host });
  return { status: res.status, body: await res.json() };
};

describe('the staff dashboard on the seeded demo company', () => {
  it('counts the stat cards from the rows', async () => {
    const { status, body } = await get('/api/staff/dashboard', c.staff);
    expect(status).toBe(200);
    // 21 of the other customers' builds and the sample project are not completed, and all have an install date.
    expect(body).toEqual({ activeProjects: 22, pendingInstallations: 22, pendingTasks: 6, newLeads: 6, openTickets: 3, unansweredTickets: 2, ticketsPastTarget: 1 });
    expect((await get('/api/staff/dashboard', c.admin)).body).toEqual(body);
  });

  it("reads the spec's Production Status: 75% of 12, 7 in production, 5 complete", async () => {
    const { status, body } = await get('/api/staff/production', c.staff);
    expect(status).toBe(200);
    expect(body).toEqual({ capacity: 12, inProduction: 7, inQualityControl: 2, complete: 5, capacityPercent: 75 });
  });

  it('costs a fixed handful of SQL statements per call, session lookups included', async () => {
    for (const path of ['/api/staff/dashboard', '/api/staff/production']) {
      queries.length = 0;
      expect((await get(path, c.staff)).status).toBe(200);
      const mine = queries.filter((q) => /from "(projects|tasks|leads|support_tickets)"/.test(q));
      expect(mine.length, path).toBeLessThanOrEqual(2);
      expect(queries.length, path).toBeLessThanOrEqual(5);
    }
  });
});

describe('the figures follow the data', () => {
  it('count leads of the last 30 days, open tasks, and unfinished projects', async () => {
    const before = (await get('/api/staff/dashboard', c.acmeStaff, ACME.host)).body;
    expect(before).toMatchObject({ activeProjects: 1, pendingInstallations: 1, pendingTasks: 0, newLeads: 0, openTickets: 0 });
    const [someone] = await t.db.select({ id: sql<string>`id` }).from(sql`users`).where(sql`company_id = ${acmeId} and role = 'staff'`);
    const day = 86_400_000;
    await t.db.insert(leads).values([
      { companyId: acmeId, name: 'Fresh', email: 'fresh@example.test', source: 'contact', createdAt: new Date(Date.now() - 29 * day) },
      { companyId: acmeId, name: 'Stale', email: 'stale@example.test', source: 'demo', createdAt: new Date(Date.now() - 31 * day) },
    ]);
    const [open] = await t.db
      .insert(tasks)
      .values([
        { companyId: acmeId, title: 'Open', createdBy: someone!.id },
        { companyId: acmeId, title: 'Done', createdBy: someone!.id, completedAt: new Date() },
      ])
      .returning();
    await t.db.insert(projects).values({
      id: 'proj-acme-unbooked',
      companyId: acmeId,
      customerId: (await t.db.select({ id: projects.customerId }).from(projects).where(eq(projects.companyId, acmeId)))[0]!.id,
      name: 'Not booked yet',
      stage: 'design_confirmation',
      specification: { size: '3m x 3m', color: 'Grey', windows: '1', doors: '1', electricalPackage: 'Basic', insulation: 'Standard', groundScrews: false },
    });
    expect((await get('/api/staff/dashboard', c.acmeStaff, ACME.host)).body).toMatchObject({ activeProjects: 2, pendingInstallations: 1, pendingTasks: 1, newLeads: 1 });

    await t.db.update(tasks).set({ completedAt: new Date() }).where(eq(tasks.id, open!.id));
    await t.db.update(projects).set({ stage: 'completed' }).where(eq(projects.id, 'proj-acme-0001'));
    expect((await get('/api/staff/dashboard', c.acmeStaff, ACME.host)).body).toMatchObject({ activeProjects: 1, pendingInstallations: 0, pendingTasks: 0 });
    expect((await get('/api/staff/production', c.acmeStaff, ACME.host)).body).toMatchObject({ inProduction: 0, complete: 1, capacityPercent: 0 });
    // The demo company's figures are its own.
    expect((await get('/api/staff/dashboard', c.staff)).body).toMatchObject({ activeProjects: 22, pendingTasks: 6, newLeads: 6 });
  });

  it.each([
    [undefined, 12],
    [8, 8],
    ['lots', 12],
    [0, 12],
    [2.5, 12],
  ])('takes the capacity from the company setting %s (else 12)', async (setting, capacity) => {
    const settings = (await t.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, acmeId)))[0]!.settings;
    const { productionCapacity: _old, ...rest } = settings;
    await t.db.update(companies).set({ settings: setting === undefined ? rest : { ...rest, productionCapacity: setting } }).where(eq(companies.id, acmeId));
    await t.db.update(projects).set({ stage: 'quality_control' }).where(eq(projects.id, 'proj-acme-0001'));
    const { body } = await get('/api/staff/production', c.acmeStaff, ACME.host);
    expect(body).toMatchObject({ capacity, inProduction: 0, inQualityControl: 1, capacityPercent: Math.round(100 / capacity) });
  });
});

describe('refusals', () => {
  it.each(['/api/staff/dashboard', '/api/staff/production'])('%s: customers 403, anonymous 401, another company\'s cookie on this host 401', async (path) => {
    expect((await get(path, c.customer)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    expect((await get(path, c.acmeStaff)).status).toBe(401);
    const own = await get(path, c.acmeStaff, ACME.host);
    expect(own.status).toBe(200);
    expect(own.body).not.toEqual((await get(path, c.staff)).body);
  });
});
