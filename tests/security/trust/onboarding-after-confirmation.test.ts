import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../../src/server/db/schema/activity';
import { projects } from '../../../src/server/db/schema/projects';
import { insertProject } from '../../../src/server/db/insert-project';
import { insertUser } from '../../factories/users';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, row 6: PATCH /api/onboarding/project, meant for onboarding, let a customer rewrite
 * the site address and building type at any stage, and nothing appeared in the activity feed.
 * The demo customer, whose details were confirmed and whose project was at design approval,
 * moved it to "1 Somewhere Else, London" as a studio. Once confirmed, only staff change them, and
 * every change by anyone lands in the feed with its old and new value.
 */
const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const companyId = world.tenantA.company.id;
// As the demo seed makes the demo customer's project: at design approval, details confirmed.
const customer = await insertUser(t.db, { companyId, email: 'emma@example.test', name: 'Emma Clarke', role: 'customer' });
const project = await insertProject(t.db, {
  companyId,
  customerId: customer.id,
  name: 'Garden Office, 4m x 3m',
  stage: 'design_confirmation',
  productType: 'home_office',
  siteAddress: 'Godalming, Surrey',
  detailsConfirmedAt: new Date('2024-01-16T09:00:00Z'),
});

const c = {} as Record<'emma' | 'a1' | 'staffA', string>;
beforeAll(async () => {
  c.emma = await t.signIn('emma@example.test');
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
});

const projectRow = async (id: string) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const feed = async (cookie: string, id: string) => {
  const { activity: rows } = (await (await t.request('GET', `/api/activity?projectId=${id}`, undefined, { cookie })).json()) as { activity: { type: string; description: string; user: string }[] };
  return rows.map(({ type, description, user }) => ({ type, description, user }));
};

describe('a confirmed site address and building', () => {
  it('PATCH /api/onboarding/project {"siteAddress":"1 Somewhere Else, London","productType":"studio"} as a customer at design approval answers 409 and changes nothing', async () => {
    const res = await t.request('PATCH', '/api/onboarding/project', { siteAddress: '1 Somewhere Else, London', productType: 'studio' }, { cookie: c.emma });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: "Your project's details are confirmed. Ask the team to change the site address or building type." },
    });
    expect(await projectRow(project.id)).toMatchObject({ siteAddress: 'Godalming, Surrey', productType: 'home_office', detailsConfirmedAt: new Date('2024-01-16T09:00:00Z') });
    // Either one alone is refused too.
    expect((await t.request('PATCH', '/api/onboarding/project', { siteAddress: '1 Somewhere Else, London', productType: 'home_office' }, { cookie: c.emma })).status).toBe(409);
    expect((await t.request('PATCH', '/api/onboarding/project', { siteAddress: 'Godalming, Surrey', productType: 'studio' }, { cookie: c.emma })).status).toBe(409);
    expect(await t.db.select().from(activity).where(eq(activity.projectId, project.id))).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('takes the same details sent again (a retried request), changing nothing', async () => {
    const res = await t.request('PATCH', '/api/onboarding/project', { siteAddress: 'Godalming, Surrey', productType: 'home_office' }, { cookie: c.emma });
    expect(res.status).toBe(200);
    expect((await res.json()).project).toMatchObject({ siteAddress: 'Godalming, Surrey', productType: 'home_office', detailsConfirmedAt: '2024-01-16T09:00:00.000Z' });
    expect(await t.db.select().from(activity).where(eq(activity.projectId, project.id))).toEqual([]);
  });

  it('stays with staff, whose change the customer sees in the feed with the old and new values', async () => {
    const res = await t.request('PATCH', `/api/projects/${project.id}`, { siteAddress: '1 Somewhere Else, London', productType: 'studio' }, { cookie: c.staffA });
    expect(res.status).toBe(200);
    expect(await projectRow(project.id)).toMatchObject({ siteAddress: '1 Somewhere Else, London', productType: 'studio' });
    const expected = [
      { type: 'settings_changed', description: 'Building changed from Home Office to Studio', user: 'staff-a' },
      { type: 'settings_changed', description: 'Site address changed from "Godalming, Surrey" to "1 Somewhere Else, London"', user: 'staff-a' },
    ];
    expect(await feed(c.emma, project.id)).toEqual(expected);
    expect(await feed(c.staffA, project.id)).toEqual(expected);
  });

  it('records a new location from the installations table as a new site address', async () => {
    const res = await t.request('PATCH', `/api/installations/${project.id}`, { location: 'Unit 4, Mill Lane\nGuildford GU1 1AA' }, { cookie: c.staffA });
    expect(res.status).toBe(200);
    expect((await feed(c.emma, project.id))[0]).toEqual({
      type: 'settings_changed',
      description: 'Site address changed from "1 Somewhere Else, London" to "Unit 4, Mill Lane, Guildford GU1 1AA"',
      user: 'staff-a',
    });
  });
});

describe('before the details are confirmed', () => {
  it("takes the customer's own details once, recorded in the feed, and refuses a second version", async () => {
    const id = world.projects.projectA1.id;
    const first = await t.request('PATCH', '/api/onboarding/project', { siteAddress: '12 Orchard Lane, Guildford GU1 2AB', productType: 'home_office' }, { cookie: c.a1 });
    expect(first.status).toBe(200);
    expect(await feed(c.staffA, id)).toEqual([
      { type: 'settings_changed', description: 'Building changed from Garden Room to Home Office', user: 'a1' },
      { type: 'settings_changed', description: 'Site address set to "12 Orchard Lane, Guildford GU1 2AB"', user: 'a1' },
    ]);
    const second = await t.request('PATCH', '/api/onboarding/project', { siteAddress: '1 Somewhere Else, London', productType: 'studio' }, { cookie: c.a1 });
    expect(second.status).toBe(409);
    expect(await projectRow(id)).toMatchObject({ siteAddress: '12 Orchard Lane, Guildford GU1 2AB', productType: 'home_office' });
    recordSecurityFigure('threatsRefused', 1);
  });
});
