import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SPECIFICATION } from '../../db/insert-project';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { activity } from '../../db/schema/activity';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const patch = (id: string, body: unknown, cookie = c.staffA, host?: string) => t.request('PATCH', `/api/projects/${id}`, body, { cookie, host });

describe("staff editing a project's details", () => {
  it('reads and changes name, dates, building and site; a new stage goes into the customer’s activity once', async () => {
    const id = world.projects.projectA1.id;
    const before = await t.request('GET', `/api/projects/${id}/details`, undefined, { cookie: c.staffA });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ id, name: 'A1 office', stage: 'contract_deposit', productType: 'garden_room', siteAddress: null, specification: SAMPLE_SPECIFICATION });

    const specification = { ...SAMPLE_SPECIFICATION, size: '5m x 4m', groundScrews: false };
    const res = await patch(id, { name: 'A1 studio', stage: 'design_confirmation', startDate: '2030-03-01', estimatedCompletion: '2030-05-01', productType: 'studio', siteAddress: '3 Mill Road, Bath', specification });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'A1 studio', stage: 'design_confirmation', startDate: '2030-03-01', estimatedCompletion: '2030-05-01', productType: 'studio', siteAddress: '3 Mill Road, Bath', specification });
    // The same stage again changes nothing in the feed.
    expect((await patch(id, { stage: 'design_confirmation', name: 'A1 studio, 5m' })).status).toBe(200);

    const events = await t.db.select().from(activity).where(eq(activity.projectId, id)).orderBy(activity.createdAt);
    expect(events).toEqual([
      expect.objectContaining({ type: 'stage_changed', isPublic: true, description: 'Stage changed to Design Approval Pending (step 2 of 7)', actorId: world.users.staffA.id }),
      // A new site address and building, with what they replaced, for the customer to see.
      expect.objectContaining({ type: 'settings_changed', isPublic: true, description: 'Site address set to "3 Mill Road, Bath"', actorId: world.users.staffA.id }),
      expect.objectContaining({ type: 'settings_changed', isPublic: true, description: 'Building changed from Garden Room to Studio', actorId: world.users.staffA.id }),
    ]);
    const project = await (await t.request('GET', `/api/projects/${id}`, undefined, { cookie: c.a1 })).json();
    expect(project).toMatchObject({ name: 'A1 studio, 5m', stage: 'design_confirmation', startDate: '2030-03-01' });

    // Dates can be cleared; an empty address clears it too.
    expect(await (await patch(id, { startDate: null, siteAddress: '' })).json()).toMatchObject({ startDate: null, siteAddress: null, estimatedCompletion: '2030-05-01' });
    const [removed] = await t.db.select().from(activity).where(eq(activity.projectId, id)).orderBy(desc(activity.createdAt)).limit(1);
    expect(removed!.description).toBe('Site address removed (was "3 Mill Road, Bath")');
  });

  it('checks what it is sent, including the dates against the stored ones', async () => {
    const id = world.projects.projectA1.id;
    const bad = await patch(id, { name: ' ', stage: 'finished', startDate: '2030-02-30', specification: { size: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(expect.arrayContaining(['name', 'stage', 'startDate']));
    const backwards = await patch(id, { startDate: '2030-06-01' });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.fields).toEqual({ estimatedCompletion: ['The estimated completion cannot be before the start date'] });
  });

  it('refuses customers (403), staff of another company (404 on their host, 401 here) and anonymous callers (401)', async () => {
    const id = world.projects.projectA2.id;
    expect((await patch(id, { name: 'Mine now' }, c.a1)).status).toBe(403);
    expect((await patch(id, { name: 'Mine now' }, c.staffB)).status).toBe(401);
    expect((await patch(id, { name: 'Mine now' }, c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await t.request('GET', `/api/projects/${id}/details`, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', `/api/projects/${id}/details`, undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('PATCH', `/api/projects/${id}`, { name: 'Mine now' })).status).toBe(401);
    const project = await (await t.request('GET', `/api/projects/${id}`, undefined, { cookie: c.staffA })).json();
    expect(project.name).toBe('A2 studio');
  });
});
