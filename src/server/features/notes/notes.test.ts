import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { NoteRoutes } from './notes.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let notesPath: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  notesPath = `/api/projects/${world.projects.projectA1.id}/notes`;
});

const list = async (cookie: string) => ((await (await t.request('GET', notesPath, undefined, { cookie })).json()).notes as { content: string; isPinned: boolean }[]);

describe('project notes', () => {
  it('default to info and public, and the customer never receives internal ones', async () => {
    const mine = await t.request('POST', notesPath, { content: '  The side gate is 90 cm wide.  ' }, { cookie: c.a1 });
    expect(mine.status).toBe(201);
    expect(await mine.json()).toMatchObject({ content: 'The side gate is 90 cm wide.', type: 'info', visibility: 'public', authorName: 'a1' });
    await t.request('POST', notesPath, { content: 'Customer is hard to reach on Mondays', visibility: 'internal', type: 'warning' }, { cookie: c.staffA });

    expect((await list(c.a1)).map((n) => n.content)).toEqual(['The side gate is 90 cm wide.']);
    expect((await list(c.staffA)).map((n) => n.content)).toEqual(['Customer is hard to reach on Mondays', 'The side gate is 90 cm wide.']);
  });

  it("say whether the team wrote them, whoever reads them", async () => {
    const id = world.projects.projectA1.id;
    const staff = t.client<NoteRoutes>({ cookie: c.staffA }).api.projects[':id'].notes;
    const customer = t.client<NoteRoutes>({ cookie: c.a1 }).api.projects[':id'].notes;

    const fromTeam = await staff.$post({ param: { id }, json: { content: 'The base is poured.' } });
    const fromCustomer = await customer.$post({ param: { id }, json: { content: 'Thank you!' } });
    expect(fromTeam.status).toBe(201);
    expect(fromCustomer.status).toBe(201);

    const listed = await customer.$get({ param: { id } });
    if (listed.status !== 200) throw new Error(`listing notes answered ${listed.status}`);
    const { notes } = await listed.json();
    expect(notes.filter((n) => ['The base is poured.', 'Thank you!'].includes(n.content)).map((n) => [n.content, n.fromTeam, n.authorName])).toEqual([
      ['Thank you!', false, 'a1'],
      ['The base is poured.', true, 'staff-a'],
    ]);
  });

  it('refuse empty notes and internal notes from customers', async () => {
    const empty = await t.request('POST', notesPath, { content: '   ' }, { cookie: c.a1 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.content).toEqual(['Please log in and enter a note.']);
    expect((await t.request('POST', notesPath, { content: 'x', visibility: 'internal' }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('POST', notesPath, { content: 'x', type: 'urgent' }, { cookie: c.a1 })).status).toBe(403);
  });

  it('made internal later vanish from the customer\'s notes and activity feed', async () => {
    const note = await (await t.request('POST', notesPath, { content: 'Neighbour objected to the hedge work' }, { cookie: c.staffA })).json();
    const feed = async () => JSON.stringify(await (await t.request('GET', '/api/activity', undefined, { cookie: c.a1 })).json());
    expect(await feed()).toContain('Neighbour objected');
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { visibility: 'internal' }, { cookie: c.staffA })).status).toBe(200);
    expect((await list(c.a1)).map((n) => n.content)).not.toContain('Neighbour objected to the hedge work');
    expect(await feed()).not.toContain('Neighbour objected');
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { visibility: 'public' }, { cookie: c.staffA })).status).toBe(200);
    expect(await feed()).toContain('Neighbour objected');
  });

  it('are pinned to the top by staff only', async () => {
    const note = await (await t.request('POST', notesPath, { content: 'Delivery needs a 7.5 t lorry' }, { cookie: c.staffA })).json();
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { isPinned: true }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { isPinned: true }, { cookie: c.staffA })).status).toBe(200);
    expect((await list(c.a1))[0]).toMatchObject({ content: 'Delivery needs a 7.5 t lorry', isPinned: true });
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { isPinned: false }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
  });

  it("are refused to another customer, another company's staff and anonymous callers", async () => {
    expect((await t.request('GET', notesPath, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('POST', notesPath, { content: 'hi' }, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', notesPath, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', notesPath)).status).toBe(401);
    expect((await t.request('POST', notesPath, { content: 'hi' })).status).toBe(401);
    const note = await (await t.request('POST', notesPath, { content: 'For the team' }, { cookie: c.staffA })).json();
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { isPinned: true })).status).toBe(401);
    expect((await t.request('PATCH', `/api/notes/${note.id}`, { isPinned: true }, { cookie: c.a2 })).status).toBe(403);
    expect((await t.request('POST', notesPath, { content: 'hi' }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
  });
});
