import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB' | 'b1', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  c.b1 = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
});

const counts = async (cookie = c.staffA, host?: string) => (await t.request('GET', '/api/tickets/counts', undefined, { cookie, host })).json();
const open = async (cookie: string, subject: string, host?: string) =>
  (await t.request('POST', '/api/tickets', { subject, description: 'Details', category: 'delivery' }, { cookie, host })).json();

describe('support tickets', () => {
  it('are numbered per company from #1001, even when opened at the same moment', async () => {
    const [first, second] = await Promise.all([open(c.a1, 'Gate access'), open(c.a2, 'Invoice question')]);
    expect([first.number, second.number].sort()).toEqual([1001, 1002]);
    expect((await open(c.b1, 'Acme question', 'acme.localhost')).number).toBe(1001);
  });

  it('count open and unanswered tickets; a staff reply answers one, a customer reply does not', async () => {
    const before = await counts();
    const ticket = await open(c.a1, 'Heater not working');
    expect(await counts()).toEqual({ open: before.open + 1, unanswered: before.unanswered + 1 });

    await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'Any news?' }, { cookie: c.a1 });
    expect((await counts()).unanswered).toBe(before.unanswered + 1);
    const replied = await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'An engineer will call tomorrow.' }, { cookie: c.staffA });
    expect((await replied.json()).responses.map((r: { fromStaff: boolean }) => r.fromStaff)).toEqual([false, true]);
    expect((await counts()).unanswered).toBe(before.unanswered);

    await t.request('PATCH', `/api/tickets/${ticket.id}`, { status: 'closed' }, { cookie: c.staffA });
    expect((await counts()).open).toBe(before.open);
  });

  it("are each customer's own; staff see the company's; other companies see none", async () => {
    const ticket = await open(c.a1, 'Private matter');
    const subjects = async (cookie: string, host?: string) => ((await (await t.request('GET', '/api/tickets', undefined, { cookie, host })).json()).tickets as { subject: string }[]).map((x) => x.subject);
    expect(await subjects(c.a1)).toContain('Private matter');
    expect(await subjects(c.staffA)).toContain('Private matter');
    expect(await subjects(c.a2)).not.toContain('Private matter');
    expect(await subjects(c.staffB, 'acme.localhost')).not.toContain('Private matter');
    expect((await t.request('GET', `/api/tickets/${ticket.id}`, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'x' }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', '/api/tickets')).status).toBe(401);
  });

  it('leave counts and status changes to staff', async () => {
    const ticket = await open(c.a1, 'Close me');
    expect((await t.request('GET', '/api/tickets/counts', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('PATCH', `/api/tickets/${ticket.id}`, { status: 'closed' }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('POST', '/api/tickets', { subject: 'x', description: 'y' }, { cookie: c.staffA })).status).toBe(403);
  });
});
