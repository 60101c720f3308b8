import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { activity } from '../../db/schema/activity';
import { users } from '../../db/schema/auth';
import { projectNotes } from '../../db/schema/notes';
import { projects } from '../../db/schema/projects';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const state = async (cookie: string) => {
  const res = await t.request('GET', '/api/onboarding', undefined, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("the customer's onboarding", () => {
  it('starts with nothing done and their project as staff made it', async () => {
    expect(await state(c.a1)).toEqual({
      name: 'a1',
      email: 'a1@example.test',
      phone: null,
      companyName: 'Arbour Garden Rooms',
      project: { id: world.projects.projectA1.id, name: 'A1 office', siteAddress: null, productType: 'garden_room', detailsConfirmedAt: null },
      steps: { details: false, project: false, upload: false },
    });
  });

  it('confirms their name and phone number', async () => {
    const res = await t.request('PATCH', '/api/me/details', { name: ' Alice One ', phone: '07700 900123' }, { cookie: c.a1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Alice One', phone: '07700 900123', steps: { details: true } });
    const [me] = await t.db.select().from(users).where(eq(users.id, world.users.customerA1.id));
    expect(me).toMatchObject({ name: 'Alice One', phone: '07700 900123' });

    const bad = await t.request('PATCH', '/api/me/details', { name: '', phone: '12' }, { cookie: c.a1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ name: ['Enter your name'], phone: ['Enter a full phone number, for example 07700 900123'] });
    expect((await t.request('PATCH', '/api/me/details', { name: 'A', phone: 'call me maybe' }, { cookie: c.a1 })).status).toBe(400);
  });

  it('confirms the project details, keeping access notes as one public note', async () => {
    const body = { siteAddress: '12 Orchard Lane, Guildford GU1 2AB', productType: 'home_office', accessNotes: 'Side gate, 90 cm wide. Dog is friendly.' };
    const res = await t.request('PATCH', '/api/onboarding/project', body, { cookie: c.a1 });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.project).toMatchObject({ siteAddress: '12 Orchard Lane, Guildford GU1 2AB', productType: 'home_office', detailsConfirmedAt: expect.any(String) });
    expect(after.steps).toEqual({ details: true, project: true, upload: false });
    // Sent again (back and forward in the steps): the note is not repeated.
    expect((await t.request('PATCH', '/api/onboarding/project', body, { cookie: c.a1 })).status).toBe(200);
    const notes = await t.db.select().from(projectNotes).where(eq(projectNotes.projectId, world.projects.projectA1.id));
    expect(notes).toEqual([expect.objectContaining({ content: 'Site access: Side gate, 90 cm wide. Dog is friendly.', visibility: 'public', type: 'info', authorId: world.users.customerA1.id })]);
    const events = await t.db.select().from(activity).where(and(eq(activity.projectId, world.projects.projectA1.id), eq(activity.type, 'note_added')));
    expect(events).toHaveLength(1);
    // The new address and building are in the project's activity once, with what they replaced.
    const changes = await t.db.select().from(activity).where(and(eq(activity.projectId, world.projects.projectA1.id), eq(activity.type, 'settings_changed')));
    expect(changes.map((e) => e.description).sort()).toEqual(['Building changed from Garden Room to Home Office', 'Site address set to "12 Orchard Lane, Guildford GU1 2AB"']);

    // Confirmed: a different address or building is for staff to make.
    const changed = await t.request('PATCH', '/api/onboarding/project', { ...body, siteAddress: '1 Somewhere Else, London' }, { cookie: c.a1 });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.message).toBe("Your project's details are confirmed. Ask the team to change the site address or building type.");

    const bad = await t.request('PATCH', '/api/onboarding/project', { siteAddress: 'x', productType: 'castle' }, { cookie: c.a1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['productType', 'siteAddress']);
  });

  it('counts a first upload', async () => {
    const res = await t.upload(`/api/projects/${world.projects.projectA1.id}/documents`, fileForm('garden.jpg', sampleFiles.jpeg), { cookie: c.a1 });
    expect(res.status).toBe(201);
    expect((await state(c.a1)).steps).toEqual({ details: true, project: true, upload: true });
  });

  it('leaves other customers’ projects alone, and is not for staff', async () => {
    const [other] = await t.db.select().from(projects).where(eq(projects.id, world.projects.projectA2.id));
    expect(other!.detailsConfirmedAt).toBeNull();
    const staff = await t.request('PATCH', '/api/onboarding/project', { siteAddress: '1 High Street, Leeds', productType: 'studio' }, { cookie: c.staffA });
    expect(staff.status).toBe(403);
    expect((await state(c.staffA)).project).toBeNull();
  });

  it('says so when a customer has no project yet', async () => {
    await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'noproject@example.test' });
    const cookie = await t.signIn('noproject@example.test');
    const res = await t.request('PATCH', '/api/onboarding/project', { siteAddress: '1 High Street, Leeds', productType: 'studio' }, { cookie });
    expect(res.status).toBe(404);
  });
});

describe('the staff overview', () => {
  it('shows the newest customers and the steps each has done', async () => {
    const res = await t.request('GET', '/api/onboarding/customers', undefined, { cookie: c.staffA });
    expect(res.status).toBe(200);
    const { customers } = await res.json();
    const byEmail = new Map(customers.map((x: { email: string }) => [x.email, x]));
    // a1 has a password from the factory and is still on their first login; the factory never invited them.
    expect(byEmail.get('a1@example.test')).toMatchObject({ projectId: world.projects.projectA1.id, steps: { created: true, firstLogin: false, projectDetails: true, fileUpload: true } });
    expect(byEmail.get('a2@example.test')).toMatchObject({ steps: { created: true, firstLogin: false, projectDetails: false, fileUpload: false } });
    expect(byEmail.has('b1@example.test')).toBe(false);
    expect(customers[0].email).toBe('noproject@example.test');
  });

  it('counts a finished first login', async () => {
    expect((await t.request('POST', '/api/me/first-login-complete', {}, { cookie: c.a2 })).status).toBe(200);
    const { customers } = await (await t.request('GET', '/api/onboarding/customers', undefined, { cookie: c.staffA })).json();
    expect(customers.find((x: { email: string }) => x.email === 'a2@example.test').steps.firstLogin).toBe(true);
  });

  it('refuses customers (403), staff of another company (401 here) and anonymous callers (401)', async () => {
    expect((await t.request('GET', '/api/onboarding/customers', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/onboarding/customers', undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', '/api/onboarding/customers')).status).toBe(401);
    const theirs = await (await t.request('GET', '/api/onboarding/customers', undefined, { cookie: c.staffB, host: 'acme.localhost' })).json();
    expect(theirs.customers.map((x: { email: string }) => x.email)).toEqual(['b1@example.test']);
    for (const [method, path] of [['GET', '/api/onboarding'], ['PATCH', '/api/me/details'], ['PATCH', '/api/onboarding/project']] as const) {
      expect((await t.request(method, path, method === 'GET' ? undefined : {})).status).toBe(401);
      expect((await t.request(method, path, method === 'GET' ? undefined : {}, { cookie: c.staffB })).status).toBe(401);
    }
  });
});
