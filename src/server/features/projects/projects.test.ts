import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { eq } from 'drizzle-orm';
import { projectMilestones } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

describe('GET /api/projects/:id', () => {
  it('shows a customer their own project', async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('GET', `/api/projects/${world.projects.projectA1.id}`, undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: world.projects.projectA1.id, name: 'A1 office', stage: 'contract_deposit', customerName: 'a1' });
  });

  it('lists the milestones in date order with the project', async () => {
    const companyA = world.tenantA.company;
    const projectId = world.projects.projectA1.id;
    await t.db.insert(projectMilestones).values([
      { companyId: companyA.id, projectId, title: 'Installation', date: '2030-05-01' },
      { companyId: companyA.id, projectId, title: 'Site survey', date: '2030-01-10', completed: true },
    ]);
    const cookie = await t.signIn('a1@example.test');
    const body = await (await t.request('GET', `/api/projects/${projectId}`, undefined, { cookie })).json();
    expect(body.milestones).toEqual([
      { title: 'Site survey', date: '2030-01-10', completed: true },
      { title: 'Installation', date: '2030-05-01', completed: false },
    ]);
  });

  it("hides another customer's project as not found", async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('GET', `/api/projects/${world.projects.projectA2.id}`, undefined, { cookie });
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain('A2 studio');
  });

  it("lets staff see every project of their own company, but not another company's", async () => {
    const cookie = await t.signIn('staff-a@example.test');
    expect((await t.request('GET', `/api/projects/${world.projects.projectA2.id}`, undefined, { cookie })).status).toBe(200);
    const foreign = await t.request('GET', `/api/projects/${world.projects.projectB1.id}`, undefined, { cookie });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain('B1 room');
  });

  it("refuses staff of another company, even on that company's own host", async () => {
    const cookie = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
    const ownHost = await t.request('GET', `/api/projects/${world.projects.projectA1.id}`, undefined, { cookie, host: 'acme.localhost' });
    expect(ownHost.status).toBe(404);
    const demoHost = await t.request('GET', `/api/projects/${world.projects.projectA1.id}`, undefined, { cookie, host: 'demo.localhost' });
    expect(demoHost.status).toBe(401);
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.request('GET', `/api/projects/${world.projects.projectA1.id}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/projects/:id/calendar.ics', () => {
  it('gives the customer an all-day event on the install date', async () => {
    await t.db.update(projects).set({ installDate: '2030-04-22' }).where(eq(projects.id, world.projects.projectA1.id));
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('GET', `/api/projects/${world.projects.projectA1.id}/calendar.ics`, undefined, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="installation.ics"');
    const text = await res.text();
    expect(text).toContain('DTSTART;VALUE=DATE:20300422');
    expect(text).toContain('SUMMARY:A1 office: installation day');
  });

  it('is not found without an install date, and for other customers, other companies and anonymous callers', async () => {
    const path = `/api/projects/${world.projects.projectA2.id}/calendar.ics`;
    expect((await t.request('GET', path, undefined, { cookie: await t.signIn('a2@example.test') })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: await t.signIn('a1@example.test') })).status).toBe(404);
    const staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
    expect((await t.request('GET', path, undefined, { cookie: staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
