import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { companies } from './schema/companies';
import { seedDemo } from './seed';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Demo mode off: the sample accounts sign in to the seeded companies themselves (on, each visitor gets a copy).
  t = await createTestApp();
});

describe('the demo seed', () => {
  it('fills an empty database once, and leaves a seeded one alone', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
  });

  it('marks the companies it makes as demo companies, and copies of none', async () => {
    const rows = await t.db.select({ subdomain: companies.subdomain, isDemo: companies.isDemo, demoOf: companies.demoOf }).from(companies).orderBy(companies.subdomain);
    expect(rows).toEqual([
      { subdomain: 'acme', isDemo: true, demoOf: null },
      { subdomain: 'demo', isDemo: true, demoOf: null },
    ]);
  });

  it("gives the sample customer the spec's sample project", async () => {
    const cookie = await t.signIn('customer@example.com', 'password123');
    const me = await (await t.request('GET', '/api/me', undefined, { cookie })).json();
    expect(me).toMatchObject({ email: 'customer@example.com', role: 'customer', projectId: 'proj-123456' });
    const project = await (await t.request('GET', '/api/projects/proj-123456', undefined, { cookie })).json();
    expect(project).toMatchObject({ stage: 'design_confirmation', installDate: '2024-04-22', progress: 65 });
  });

  it("computes the spec's payment summary from the seeded schedule", async () => {
    const cookie = await t.signIn('customer@example.com', 'password123');
    const { items, summary } = await (await t.request('GET', '/api/projects/proj-123456/payments', undefined, { cookie })).json();
    expect(items.map((i: { title: string; amountPence: number; status: string }) => [i.title, i.amountPence, i.status])).toEqual([
      ['Deposit', 220_000, 'paid'],
      ['Manufacturing Start Payment', 550_000, 'pending'],
      ['Final Payment', 330_000, 'pending'],
    ]);
    expect(summary).toEqual({
      totalPence: 1_100_000,
      depositPence: 220_000,
      depositPercent: 20,
      paidPence: 220_000,
      remainingPence: 880_000,
      nextPayment: { title: 'Manufacturing Start Payment', amountPence: 550_000 },
    });
  });

  it('gives the sample project one variation awaiting the customer’s approval, which leaves the schedule as it is', async () => {
    const cookie = await t.signIn('customer@example.com', 'password123');
    const { variations } = await (await t.request('GET', '/api/projects/proj-123456/variations', undefined, { cookie })).json();
    expect(variations).toEqual([expect.objectContaining({ title: 'Outdoor light and an extra double socket', status: 'proposed', priceChangePence: 34_500, daysAdded: 2, proposedByName: 'James Wilson' })]);
  });

  it('gives a completed project one open aftercare request, past the response target, that staff see with its guarantees', async () => {
    const rows = await t.db.execute<{ project_id: string }>(sql`select project_id from aftercare_requests`);
    expect(rows.rows).toHaveLength(1);
    const cookie = await t.signIn('staff@example.com', 'password123');
    const aftercare = await (await t.request('GET', `/api/projects/${rows.rows[0]!.project_id}/aftercare-requests`, undefined, { cookie })).json();
    expect(aftercare).toMatchObject({ completed: true, completedOn: expect.any(String), guarantees: [{ kind: 'structure', years: 10 }, { kind: 'workmanship', years: 2 }] });
    expect(aftercare.requests).toEqual([expect.objectContaining({ customerName: 'Ava Thompson', category: 'leak', status: 'open', answered: false, pastTarget: true })]);
  });

  it('seeds staff and an admin, and a second company with its own people and project', async () => {
    for (const email of ['staff@example.com', 'admin@example.com']) {
      expect((await (await t.request('GET', '/api/me', undefined, { cookie: await t.signIn(email, 'password123') })).json()).role).not.toBe('customer');
    }
    const acmeStaff = await t.signIn('staff@acme.example.com', 'password123', { host: 'acme.localhost' });
    const own = await t.request('GET', '/api/projects/proj-acme-0001', undefined, { cookie: acmeStaff, host: 'acme.localhost' });
    expect(own.status).toBe(200);
  });
});
