import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const names = async (cookie: string, host?: string) =>
  ((await (await t.request('GET', '/api/teams', undefined, { cookie, host })).json()).teams as { name: string }[]).map((team) => team.name);

describe('teams', () => {
  it('are added, renamed and removed by an admin, and read by staff', async () => {
    const oak = await t.request('POST', '/api/teams', { name: '  Team Oak ' }, { cookie: c.adminA });
    expect(oak.status).toBe(201);
    const { id } = await oak.json();
    await t.request('POST', '/api/teams', { name: 'Survey Team' }, { cookie: c.adminA });
    expect(await names(c.staffA)).toEqual(['Survey Team', 'Team Oak']);

    expect((await t.request('PATCH', `/api/teams/${id}`, { name: 'Team Ash' }, { cookie: c.adminA })).status).toBe(200);
    expect(await names(c.staffA)).toEqual(['Survey Team', 'Team Ash']);
    expect((await t.request('DELETE', `/api/teams/${id}`, undefined, { cookie: c.adminA })).status).toBe(204);
    expect(await names(c.staffA)).toEqual(['Survey Team']);
  });

  it('keep their names unique within a company, and say so', async () => {
    await t.request('POST', '/api/teams', { name: 'Team Elm' }, { cookie: c.adminA });
    const again = await t.request('POST', '/api/teams', { name: 'Team Elm' }, { cookie: c.adminA });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('There is already a team called Team Elm.');
    const blank = await t.request('POST', '/api/teams', { name: '   ' }, { cookie: c.adminA });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields.name).toEqual(['Give the team a name']);
  });

  it('are refused to customers, plain staff (changes), other companies and anonymous callers', async () => {
    const { id } = await (await t.request('POST', '/api/teams', { name: 'Team Yew' }, { cookie: c.adminA })).json();
    expect((await t.request('GET', '/api/teams', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/teams')).status).toBe(401);
    expect((await t.request('POST', '/api/teams', { name: 'Mine' }, { cookie: c.staffA })).status).toBe(403);
    expect((await t.request('PATCH', `/api/teams/${id}`, { name: 'Mine' }, { cookie: c.staffA })).status).toBe(403);
    expect((await t.request('DELETE', `/api/teams/${id}`, undefined, { cookie: c.a1 })).status).toBe(403);
    expect(await names(c.staffB, 'acme.localhost')).toEqual([]);
    // Another company's staff: their own host knows no such team; on this host their session is refused.
    expect((await t.request('GET', '/api/teams', undefined, { cookie: c.staffB })).status).toBe(401);
    expect(await names(c.staffA)).toContain('Team Yew');
  });
});
