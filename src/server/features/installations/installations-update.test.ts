import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../shared/dates';
import { activity } from '../../db/schema/activity';
import { siteVisits } from '../../db/schema/operations';
import { projectMilestones } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { teams } from '../../db/schema/teams';
import { insertProject, type NewProject } from '../../db/insert-project';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;
const team = {} as Record<'oak' | 'ash' | 'acme', string>;
const ACME = 'acme.localhost';

/** A date this many days from today in London, as the API reads dates. */
function inDays(days: number): string {
  const [y, m, d] = todayInLondon().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: ACME });
  const rows = await t.db
    .insert(teams)
    .values([
      { companyId: world.tenantA.company.id, name: 'Team Oak' },
      { companyId: world.tenantA.company.id, name: 'Team Ash' },
      { companyId: world.tenantB.company.id, name: 'Acme Fitters' },
    ])
    .returning();
  [team.oak, team.ash, team.acme] = rows.map((r) => r.id) as [string, string, string];
});

const patch = (projectId: string, body: unknown, cookie?: string, host?: string) => t.request('PATCH', `/api/installations/${projectId}`, body, { cookie, host });

/** A tenant-A project with an installation booked. */
async function booked(overrides: Partial<NewProject> = {}) {
  return insertProject(t.db, { companyId: world.tenantA.company.id, customerId: world.users.customerA1.id, installDate: inDays(20), ...overrides });
}

describe('changing an installation', () => {
  it('saves date, slot, team, location and status, and the table shows it', async () => {
    const project = await booked({ name: 'Cedar studio' });
    const res = await patch(project.id, { installDate: inDays(30), installSlot: 'morning', teamId: team.oak, location: '  12 Mill Lane, Guildford ', status: 'confirmed' }, c.staffA);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      installation: {
        projectId: project.id,
        projectName: 'Cedar studio',
        customerName: 'a1',
        productType: 'garden_room',
        installDate: inDays(30),
        installSlot: 'morning',
        location: '12 Mill Lane, Guildford',
        team: { id: team.oak, name: 'Team Oak' },
        status: 'confirmed',
      },
      conflicts: [],
    });
    const listed = await (await t.request('GET', '/api/installations?search=Mill%20Lane', undefined, { cookie: c.staffA })).json();
    expect(listed.items).toEqual([body.installation]);
  });

  it('records a public install_date_changed activity only when the date moves, and moves the install-day milestone', async () => {
    const from = inDays(21);
    const project = await booked({ installDate: from });
    const companyId = world.tenantA.company.id;
    await t.db.insert(projectMilestones).values([
      { companyId, projectId: project.id, title: 'Installation', date: from },
      { companyId, projectId: project.id, title: 'Survey', date: inDays(3) },
    ]);
    const events = () => t.db.select().from(activity).where(and(eq(activity.projectId, project.id), eq(activity.type, 'install_date_changed')));

    expect((await patch(project.id, { installDate: from, status: 'materials_ordered' }, c.adminA)).status).toBe(200);
    expect(await events()).toHaveLength(0);

    expect((await patch(project.id, { installDate: inDays(28) }, c.staffA)).status).toBe(200);
    const [event] = await events();
    expect(event).toMatchObject({ isPublic: true, actorId: world.users.staffA.id });
    expect(event!.description).toMatch(/^Install date moved from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}$/);
    const milestones = await t.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id));
    expect(Object.fromEntries(milestones.map((m) => [m.title, m.date]))).toEqual({ Installation: inDays(28), Survey: inDays(3) });
    // The customer sees it in their feed.
    expect(JSON.stringify(await (await t.request('GET', '/api/activity', undefined, { cookie: c.a1 })).json())).toContain(event!.description);
  });

  it('books a project that had no date ("set to"), takes a team off with null and clears a blank location', async () => {
    const project = await booked({ installDate: null, installTeamId: null, siteAddress: 'Old address' });
    const res = await patch(project.id, { installDate: inDays(10), teamId: team.ash, location: '   ' }, c.staffA);
    expect((await res.json()).installation).toMatchObject({ installDate: inDays(10), team: { name: 'Team Ash' }, location: null });
    const events = await t.db.select().from(activity).where(eq(activity.projectId, project.id)).orderBy(activity.createdAt);
    // The location is the site address: clearing it is in the feed too, with what it was.
    expect(events.map((e) => e.description)).toEqual(['Site address removed (was "Old address")', expect.stringMatching(/^Install date set to /)]);
    expect((await (await patch(project.id, { teamId: null }, c.staffA)).json()).installation.team).toBeNull();
  });

  it('keeps an overdue installation editable but will not move one into the past', async () => {
    const project = await booked({ installDate: inDays(-5) });
    expect((await patch(project.id, { status: 'confirmed', installDate: inDays(-5) }, c.staffA)).status).toBe(200);
    const res = await patch(project.id, { installDate: inDays(-1) }, c.staffA);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ installDate: ['The install date cannot be in the past.'] });
  });

  it('refuses a completed project with 409', async () => {
    const project = await booked({ stage: 'completed' });
    expect((await patch(project.id, { status: 'confirmed' }, c.staffA)).status).toBe(409);
  });
});

describe('validation', () => {
  it.each([
    [{}, '_'],
    [{ installDate: '2026-02-30' }, 'installDate'],
    [{ installDate: '1899-12-31' }, 'installDate'],
    [{ installDate: 'next week' }, 'installDate'],
    [{ installSlot: 'evening' }, 'installSlot'],
    [{ status: 'done' }, 'status'],
    [{ teamId: 'team-1' }, 'teamId'],
    [{ location: 'x'.repeat(201) }, 'location'],
    [{ location: 42 }, 'location'],
  ])('refuses %j naming %s', async (body, field) => {
    const project = await booked();
    const res = await patch(project.id, body, c.staffA);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
  });

  it("refuses a team that is not the company's", async () => {
    const project = await booked();
    for (const teamId of [team.acme, '6b0d7f3e-1c1a-4c1e-9a55-2b8f1f0c0a11']) {
      const res = await patch(project.id, { teamId }, c.staffA);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ teamId: ['Choose one of your teams.'] });
    }
  });
});

describe('conflicts', () => {
  it("answers with the team's other installations and visits that day, never the project itself", async () => {
    const day = inDays(40);
    const other = await booked({ installDate: day, installTeamId: team.oak, installSlot: 'afternoon' });
    await booked({ installDate: day, installTeamId: team.ash });
    await booked({ installDate: day, installTeamId: team.oak, stage: 'completed' });
    const visited = await booked({ installDate: inDays(90) });
    await t.db.insert(siteVisits).values({ companyId: world.tenantA.company.id, projectId: visited.id, kind: 'survey', date: day, slot: 'morning', teamId: team.oak, createdBy: world.users.staffA.id });

    const project = await booked();
    const body = await (await patch(project.id, { installDate: day, teamId: team.oak }, c.staffA)).json();
    expect(body.conflicts).toEqual(
      expect.arrayContaining([
        { kind: 'installation', projectId: other.id, customerName: 'a1', date: day, slot: 'afternoon' },
        { kind: 'survey', projectId: visited.id, customerName: 'a1', date: day, slot: 'morning' },
      ]),
    );
    expect(body.conflicts).toHaveLength(2);
    // Saving it again (a status change) still warns; moving to Team Ash's day shows Ash's job instead.
    expect((await (await patch(project.id, { status: 'confirmed' }, c.staffA)).json()).conflicts).toHaveLength(2);
    expect((await (await patch(project.id, { teamId: team.ash }, c.staffA)).json()).conflicts).toHaveLength(1);
    expect((await (await patch(project.id, { installDate: inDays(41) }, c.staffA)).json()).conflicts).toEqual([]);
  });
});

describe('refusals', () => {
  it("customers 403 (even their own), another company's staff 404 on their host and 401 on this one, anonymous 401", async () => {
    const project = await booked();
    expect((await patch(project.id, { status: 'confirmed' }, c.a1)).status).toBe(403);
    expect((await patch(project.id, { status: 'confirmed' })).status).toBe(401);
    expect((await patch(project.id, { status: 'confirmed' }, c.staffB)).status).toBe(401);
    const foreign = await patch(project.id, { status: 'confirmed' }, c.staffB, ACME);
    expect(foreign.status).toBe(404);
    expect((await patch('proj-nope', { status: 'confirmed' }, c.staffA)).status).toBe(404);
    // Nothing changed on tenant A's project.
    const [row] = await t.db.select({ status: projects.installStatus }).from(projects).where(eq(projects.id, project.id));
    expect(row!.status).toBe('pending_survey');
  });
});
