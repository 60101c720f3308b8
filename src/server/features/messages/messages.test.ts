import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let path: string;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  const world = await createTwoTenantWorld(t.db);
  path = `/api/projects/${world.projects.projectA1.id}/messages`;
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const peek = async (cookie: string) => (await t.request('GET', `${path}?peek=true`, undefined, { cookie })).json();

describe('project messages', () => {
  it('go both ways, with unread counts until read', async () => {
    const sent = await t.request('POST', path, { content: 'Can the delivery come on a Saturday?' }, { cookie: c.a1 });
    expect(sent.status).toBe(201);
    expect((await peek(c.staffA)).unread).toBe(1);
    expect((await peek(c.a1)).unread).toBe(0); // your own messages are never unread

    const read = await (await t.request('GET', path, undefined, { cookie: c.staffA })).json();
    expect(read.messages.map((m: { content: string; fromStaff: boolean }) => [m.content, m.fromStaff])).toEqual([['Can the delivery come on a Saturday?', false]]);
    expect((await peek(c.staffA)).unread).toBe(0);

    await t.request('POST', path, { content: 'Yes, Saturday works.' }, { cookie: c.staffA });
    expect((await peek(c.a1)).unread).toBe(1);
  });

  it('are refused to another customer, another company and anonymous callers, and empty ones are refused', async () => {
    expect((await t.request('GET', path, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('POST', path, { content: 'hi' }, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('POST', path, { content: '   ' }, { cookie: c.a1 })).status).toBe(400);
  });
});
