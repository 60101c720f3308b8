import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, seedDemo } from '../../db/seed';
import { createTestApp } from '../../../../tests/setup/test-app';
import { DEFAULT_CHECKLIST_TEMPLATE } from './default-checklist-template';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'customer' | 'staff' | 'acmeStaff', string>;
const path = '/api/checklist-template';

beforeAll(async () => {
  // The demo seed gives each company the default template and a sample project made from it. Demo
  // mode is off, so the sample accounts are the seeded company's own (on, each visitor gets a copy).
  t = await createTestApp();
  await seedDemo(t.db);
  c.customer = await t.signIn('customer@example.com', 'password123');
  c.staff = await t.signIn('staff@example.com', 'password123');
  c.acmeStaff = await t.signIn('staff@acme.example.com', 'password123', { host: 'acme.localhost' });
});

type Item = { id: string; title: string; type: string; visibility: string; stage: string | null; isCompleted: boolean };
const template = async (cookie: string, host?: string) => ((await (await t.request('GET', path, undefined, { cookie, host })).json()).items as Item[]);

/** A new project, as staff make one with a new customer. */
async function newProjectId(): Promise<string> {
  const res = await t.request('POST', '/api/customers', { name: 'Template Tester', email: `template-${Math.random().toString(36).slice(2)}@example.org` }, { cookie: c.staff });
  expect(res.status).toBe(201);
  return (await res.json()).customer.projectId as string;
}

describe('the default checklist template', () => {
  it('starts as the default list for each company', async () => {
    expect((await template(c.staff)).map((i) => i.title)).toEqual(DEFAULT_CHECKLIST_TEMPLATE.map((i) => i.title));
    expect(await template(c.acmeStaff, 'acme.localhost')).toHaveLength(DEFAULT_CHECKLIST_TEMPLATE.length);
  });

  it('is copied onto a new project; the customer receives only the public items meant for them', async () => {
    const items = (await (await t.request('GET', `/api/projects/${DEMO_PROJECT_ID}/checklist`, undefined, { cookie: c.customer })).json()).items as Item[];
    const expected = DEFAULT_CHECKLIST_TEMPLATE.filter((i) => i.type !== 'staff' && (i.visibility ?? 'public') === 'public').map((i) => i.title);
    expect(items.map((i) => i.title).sort()).toEqual(expected.sort());

    const projectId = await newProjectId();
    const staffView = (await (await t.request('GET', `/api/projects/${projectId}/checklist`, undefined, { cookie: c.staff })).json()).items as Item[];
    expect(staffView).toHaveLength(DEFAULT_CHECKLIST_TEMPLATE.length);
    expect(staffView[0]!.stage).toBe('contract_deposit');
  });

  it('the seeded sample project has its first stage done', async () => {
    const items = (await (await t.request('GET', `/api/projects/${DEMO_PROJECT_ID}/checklist`, undefined, { cookie: c.customer })).json()).items as Item[];
    expect(items.filter((i) => i.isCompleted).map((i) => i.stage)).toEqual(['contract_deposit']);
  });

  it('staff add, edit and delete items, and later projects get the changed list', async () => {
    const added = await t.request('POST', path, { title: 'Agree a skip location', type: 'shared', stage: 'delivery_installation', isMandatory: true }, { cookie: c.staff });
    expect(added.status).toBe(201);
    const item = await added.json();
    expect(item).toMatchObject({ title: 'Agree a skip location', type: 'shared', visibility: 'public', description: '', position: DEFAULT_CHECKLIST_TEMPLATE.length });

    const edited = await t.request('PATCH', `${path}/${item.id}`, { title: 'Agree where the skip goes', visibility: 'private' }, { cookie: c.staff });
    expect(await edited.json()).toMatchObject({ title: 'Agree where the skip goes', visibility: 'private', type: 'shared', isMandatory: true });

    const first = (await template(c.staff))[0]!;
    expect((await t.request('DELETE', `${path}/${first.id}`, undefined, { cookie: c.staff })).status).toBe(204);

    const projectId = await newProjectId();
    const staffView = ((await (await t.request('GET', `/api/projects/${projectId}/checklist`, undefined, { cookie: c.staff })).json()).items as Item[]).map((i) => i.title);
    expect(staffView).toContain('Agree where the skip goes');
    expect(staffView).not.toContain(first.title);
    // Projects made before keep their own copy.
    const older = ((await (await t.request('GET', `/api/projects/${DEMO_PROJECT_ID}/checklist`, undefined, { cookie: c.staff })).json()).items as Item[]).map((i) => i.title);
    expect(older).toContain(first.title);
  });

  it('refuses bad input with the field named', async () => {
    const res = await t.request('POST', path, { title: ' ', type: 'customer' }, { cookie: c.staff });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.title).toEqual(['Give the item a title']);
    expect((await t.request('POST', path, { title: 'x', type: 'someone' }, { cookie: c.staff })).status).toBe(400);
    expect((await t.request('PATCH', `${path}/not-an-id`, { title: 'x' }, { cookie: c.staff })).status).toBe(400);
  });

  it("is refused to customers, another company's staff and anonymous callers, changing nothing", async () => {
    const before = await template(c.staff);
    const item = `${path}/${before[0]!.id}`;
    const routes = [
      ['GET', path, undefined],
      ['POST', path, { title: 'Mine', type: 'customer' }],
      ['PATCH', item, { title: 'Ours' }],
      ['DELETE', item, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await t.request(method, url, body, { cookie: c.customer })).status, `${method} by a customer`).toBe(403);
      // Their cookie is not a session on this company's host.
      expect((await t.request(method, url, body, { cookie: c.acmeStaff })).status, `${method} by acme staff here`).toBe(401);
      expect((await t.request(method, url, body)).status, `${method} anonymously`).toBe(401);
    }
    // On their own host, another company's staff can neither reach this company's items nor see them.
    expect((await t.request('PATCH', item, { title: 'Ours' }, { cookie: c.acmeStaff, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('DELETE', item, undefined, { cookie: c.acmeStaff, host: 'acme.localhost' })).status).toBe(404);
    expect((await template(c.acmeStaff, 'acme.localhost')).map((i) => i.id)).not.toContain(before[0]!.id);
    expect(await template(c.staff)).toEqual(before);
  });
});
