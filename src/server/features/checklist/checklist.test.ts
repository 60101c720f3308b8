import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let path: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  path = `/api/projects/${world.projects.projectA1.id}/checklist`;
  const add = async (key: string, body: object) => {
    const res = await t.request('POST', path, body, { cookie: c.staffA });
    expect(res.status).toBe(201);
    ids[key] = (await res.json()).id;
  };
  await add('photos', { title: 'Site access photos', type: 'customer', isMandatory: true, dueDate: '2020-01-01', stage: 'site_preparation' });
  await add('parking', { title: 'Parking for the lorry', type: 'shared' });
  await add('order', { title: 'Order cladding', type: 'staff' });
  await add('secret', { title: 'Check credit', type: 'customer', visibility: 'private' });
});

const titles = async (cookie: string) => ((await (await t.request('GET', path, undefined, { cookie })).json()).items as { title: string }[]).map((i) => i.title).sort();

describe('project checklist', () => {
  it('shows staff everything and the customer only the public items meant for them', async () => {
    expect(await titles(c.staffA)).toEqual(['Check credit', 'Order cladding', 'Parking for the lorry', 'Site access photos']);
    expect(await titles(c.a1)).toEqual(['Parking for the lorry', 'Site access photos']);
  });

  it('marks an open item past its due date overdue, and not once it is done', async () => {
    const item = async () => ((await (await t.request('GET', path, undefined, { cookie: c.a1 })).json()).items as { id: string; isOverdue: boolean }[]).find((i) => i.id === ids.photos)!;
    expect((await item()).isOverdue).toBe(true);
    const done = await t.request('PATCH', `/api/checklist-items/${ids.photos}`, { isCompleted: true }, { cookie: c.a1 });
    expect(await done.json()).toMatchObject({ isCompleted: true, isOverdue: false });
    expect((await item()).isOverdue).toBe(false);
    const reopened = await t.request('PATCH', `/api/checklist-items/${ids.photos}`, { isCompleted: false }, { cookie: c.a1 });
    expect((await reopened.json()).isCompleted).toBe(false);
  });

  it("lets a customer tick only their items, and edit nothing", async () => {
    expect((await t.request('PATCH', `/api/checklist-items/${ids.order}`, { isCompleted: true }, { cookie: c.a1 })).status).toBe(404);
    expect((await t.request('PATCH', `/api/checklist-items/${ids.secret}`, { isCompleted: true }, { cookie: c.a1 })).status).toBe(404);
    expect((await t.request('PATCH', `/api/checklist-items/${ids.parking}`, { title: 'Renamed' }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('POST', path, { title: 'Mine', type: 'customer' }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('DELETE', `/api/checklist-items/${ids.parking}`, undefined, { cookie: c.a1 })).status).toBe(403);
  });

  it('keeps the stage an item belongs to, and lets staff move it', async () => {
    const items = (await (await t.request('GET', path, undefined, { cookie: c.a1 })).json()).items as { id: string; stage: string | null }[];
    expect(items.find((i) => i.id === ids.photos)!.stage).toBe('site_preparation');
    expect(items.find((i) => i.id === ids.parking)!.stage).toBeNull();
    const moved = await t.request('PATCH', `/api/checklist-items/${ids.parking}`, { stage: 'delivery_installation' }, { cookie: c.staffA });
    expect(await moved.json()).toMatchObject({ stage: 'delivery_installation', title: 'Parking for the lorry' });
    expect((await t.request('PATCH', `/api/checklist-items/${ids.parking}`, { stage: 'someday' }, { cookie: c.staffA })).status).toBe(400);
  });

  it('lets staff edit and delete', async () => {
    const edited = await t.request('PATCH', `/api/checklist-items/${ids.order}`, { title: 'Order composite cladding', isMandatory: true }, { cookie: c.staffA });
    // Fields left out of the change stay as they were.
    expect(await edited.json()).toMatchObject({ title: 'Order composite cladding', isMandatory: true, type: 'staff', visibility: 'public', description: '' });
    expect((await t.request('DELETE', `/api/checklist-items/${ids.secret}`, undefined, { cookie: c.staffA })).status).toBe(204);
    expect(await titles(c.staffA)).not.toContain('Check credit');
  });

  it("is refused to another customer, another company's staff and anonymous callers, changing nothing", async () => {
    const item = `/api/checklist-items/${ids.parking}`;
    const before = await (await t.request('GET', path, undefined, { cookie: c.staffA })).json();
    // Adding and deleting are staff's alone, so another customer hears "forbidden" there before their project is looked at.
    const routes = [
      ['GET', path, undefined, 404],
      ['POST', path, { title: 'Theirs', type: 'customer' }, 403],
      ['PATCH', item, { isCompleted: true }, 404],
      ['DELETE', item, undefined, 403],
    ] as const;
    for (const [method, url, body, otherCustomer] of routes) {
      expect((await t.request(method, url, body, { cookie: c.a2 })).status, `${method} by another customer`).toBe(otherCustomer);
      expect((await t.request(method, url, body, { cookie: c.staffB, host: 'acme.localhost' })).status, `${method} by acme staff`).toBe(404);
      // Their cookie is not a session on this company's host.
      expect((await t.request(method, url, body, { cookie: c.staffB })).status, `${method} by acme staff here`).toBe(401);
      expect((await t.request(method, url, body)).status, `${method} anonymously`).toBe(401);
    }
    expect(await (await t.request('GET', path, undefined, { cookie: c.staffA })).json()).toEqual(before);
  });
});
