import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { projectMilestones } from '../../db/schema/payments';

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
    expect(await res.json()).toMatchObject({ id: world.projects.projectA1.id, name: 'A1 office', stage: 'contract_deposit' });
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
