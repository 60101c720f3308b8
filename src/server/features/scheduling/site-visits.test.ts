import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/projects';
import { inDays, schedulingTestKit } from './scheduling.test-kit';

let kit: Awaited<ReturnType<typeof schedulingTestKit>>;
beforeAll(async () => {
  kit = await schedulingTestKit();
  await kit.t.db.update(projects).set({ siteAddress: '1 Elm Road, Guildford' }).where(eq(projects.id, kit.world.projects.projectA1.id));
});

const post = (body: unknown, cookie = kit.cookies.staffA) => kit.t.request('POST', '/api/site-visits', body, { cookie });

describe('site visits', () => {
  it('are booked for a project and team of the company, at the site address unless told otherwise', async () => {
    const res = await post({ projectId: kit.world.projects.projectA1.id, kind: 'survey', date: inDays(3), slot: 'morning', teamId: kit.teams.survey.id, notes: '  Side gate code 1234 ' });
    expect(res.status).toBe(201);
    const { visit, conflicts } = await res.json();
    expect(visit).toMatchObject({ kind: 'survey', date: inDays(3), slot: 'morning', teamName: 'Survey Team', location: '1 Elm Road, Guildford', notes: 'Side gate code 1234', projectName: 'A1 office', customerName: 'a1' });
    expect(conflicts).toEqual([]);
    // The customer hears of it on their project's activity.
    const { activity } = await (await kit.t.request('GET', '/api/activity', undefined, { cookie: kit.cookies.a1 })).json();
    expect(activity[0]).toMatchObject({ type: 'visit_scheduled', projectId: kit.world.projects.projectA1.id });
    expect(activity[0].description).toMatch(/^Site survey booked for \w{3} \d{1,2} \w{3} \d{4}$/);
  });

  it("come back with the team's other bookings that day, as a warning, and are saved anyway", async () => {
    const date = inDays(5);
    await kit.t.db.update(projects).set({ installDate: date, installTeamId: kit.teams.oak.id }).where(eq(projects.id, kit.world.projects.projectA2.id));
    const first = await (await post({ projectId: kit.world.projects.projectA1.id, kind: 'delivery', date, slot: 'afternoon', teamId: kit.teams.oak.id })).json();
    expect(first.conflicts).toEqual([{ kind: 'installation', projectId: kit.world.projects.projectA2.id, customerName: 'a2', date, slot: 'all_day', visitId: null }]);

    const second = await (await post({ projectId: kit.world.projects.projectA2.id, kind: 'survey', date, teamId: kit.teams.oak.id })).json();
    expect(second.conflicts.map((c: { kind: string }) => c.kind).sort()).toEqual(['delivery', 'installation']);

    // The warning endpoint says the same before saving, leaving out the booking being edited.
    const q = (extra = '') => kit.t.request('GET', `/api/schedule/conflicts?teamId=${kit.teams.oak.id}&date=${date}${extra}`, undefined, { cookie: kit.cookies.staffA });
    expect((await (await q()).json()).conflicts).toHaveLength(3);
    expect((await (await q(`&ignoreVisit=${first.visit.id}`)).json()).conflicts).toHaveLength(2);
    expect((await (await q(`&ignoreProject=${kit.world.projects.projectA2.id}`)).json()).conflicts).toHaveLength(2);
    expect((await (await kit.t.request('GET', `/api/schedule/conflicts?teamId=${kit.teams.survey.id}&date=${date}`, undefined, { cookie: kit.cookies.staffA })).json()).conflicts).toEqual([]);
  });

  it('say what is wrong with the input, field by field', async () => {
    const bad = await post({ projectId: '', kind: 'picnic', date: '2026-02-30', slot: 'evening', teamId: 'x', notes: 'n'.repeat(2001) });
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['date', 'kind', 'notes', 'projectId', 'slot', 'teamId']);

    const past = await post({ projectId: kit.world.projects.projectA1.id, kind: 'survey', date: inDays(-1) });
    expect((await past.json()).error.fields).toEqual({ date: ['Choose today or a later date.'] });
    const foreignTeam = await post({ projectId: kit.world.projects.projectA1.id, kind: 'survey', date: inDays(1), teamId: kit.teams.acme.id });
    expect((await foreignTeam.json()).error.fields).toEqual({ teamId: ['Choose one of your teams.'] });
    const foreignProject = await post({ projectId: kit.world.projects.projectB1.id, kind: 'survey', date: inDays(1) });
    expect((await foreignProject.json()).error.fields).toEqual({ projectId: ['Choose one of your projects.'] });
    const range = await kit.t.request('GET', `/api/site-visits?from=${inDays(0)}&to=${inDays(62)}`, undefined, { cookie: kit.cookies.staffA });
    expect((await range.json()).error.fields).toEqual({ to: ['Ask for at most 62 days at a time'] });
    const backwards = await kit.t.request('GET', `/api/schedule?from=${inDays(2)}&to=${inDays(1)}`, undefined, { cookie: kit.cookies.staffA });
    expect((await backwards.json()).error.fields).toEqual({ to: ['The end date must be on or after the start date'] });
  });

  it('are changed and removed; a list shows those of the range', async () => {
    const { visit } = await (await post({ projectId: kit.world.projects.projectA1.id, kind: 'survey', date: inDays(20), teamId: kit.teams.survey.id })).json();
    const path = `/api/site-visits/${visit.id}`;
    const changed = await kit.t.request('PATCH', path, { kind: 'delivery', slot: 'afternoon', teamId: null, location: '', notes: 'Bring the long ladder' }, { cookie: kit.cookies.staffA });
    expect(changed.status).toBe(200);
    expect((await changed.json()).visit).toMatchObject({ kind: 'delivery', slot: 'afternoon', teamId: null, teamName: null, location: null, notes: 'Bring the long ladder' });
    expect((await kit.t.request('PATCH', path, {}, { cookie: kit.cookies.staffA })).status).toBe(400);

    const list = async () => (await (await kit.t.request('GET', `/api/site-visits?from=${inDays(19)}&to=${inDays(21)}`, undefined, { cookie: kit.cookies.staffA })).json()).visits;
    expect((await list()).map((v: { id: string }) => v.id)).toEqual([visit.id]);
    expect((await kit.t.request('DELETE', path, undefined, { cookie: kit.cookies.staffA })).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await kit.t.request('DELETE', path, undefined, { cookie: kit.cookies.staffA })).status).toBe(404);
    expect((await kit.t.request('PATCH', path, { notes: 'x' }, { cookie: kit.cookies.staffA })).status).toBe(404);
  });
});
