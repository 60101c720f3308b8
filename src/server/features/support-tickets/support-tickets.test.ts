import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { supportTickets } from '../../db/schema/tickets';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB' | 'b1', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
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
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => open(i % 2 ? c.a1 : c.a2, `Burst ${i}`)));
    expect(burst.map((x) => x.number).sort()).toEqual([1003, 1004, 1005, 1006, 1007, 1008]);
  });

  it('count open and unanswered tickets; a staff reply answers one, a customer reply does not', async () => {
    const before = await counts();
    const ticket = await open(c.a1, 'Heater not working');
    expect(await counts()).toEqual({ open: before.open + 1, unanswered: before.unanswered + 1, pastTarget: before.pastTarget });

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

type ListedTicket = { id: string; number: number; subject: string; status: string; answered: boolean; pastTarget: boolean; respondBy: string; createdAt: string };
const list = async (cookie: string, query = '', host?: string) =>
  (await (await t.request('GET', `/api/tickets${query}`, undefined, { cookie, host })).json()) as { tickets: ListedTicket[]; responseTargetHours: number };
const listed = async (cookie: string, id: string, query = '') => (await list(cookie, query)).tickets.find((x) => x.id === id);
/** Moves a ticket's opening back in time, as if it had waited that long. */
const age = (id: string, hours: number) =>
  t.db.update(supportTickets).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(supportTickets.id, id));
const setTarget = (cookie: string, responseTargetHours: unknown) => t.request('PUT', '/api/tickets/settings', { responseTargetHours }, { cookie });

describe('the response target', () => {
  it('is 24 hours unless the company sets another, and is due from the moment a ticket opens', async () => {
    const ticket = await open(c.a1, 'When is my survey?');
    const mine = await list(c.a1);
    expect(mine.responseTargetHours).toBe(24);
    const row = mine.tickets.find((x) => x.id === ticket.id)!;
    expect(Date.parse(row.respondBy) - Date.parse(row.createdAt)).toBe(24 * 3600_000);
    expect(row).toMatchObject({ answered: false, pastTarget: false });
  });

  it('flags open tickets with no staff reply once it has passed, until staff reply', async () => {
    const ticket = await open(c.a2, 'No reply for days');
    await age(ticket.id, 25);
    const before = await counts();

    expect(await listed(c.staffA, ticket.id)).toMatchObject({ pastTarget: true, answered: false });
    expect(await listed(c.staffA, ticket.id, '?pastTarget=true')).toBeDefined();
    expect((await list(c.staffA, '?pastTarget=true')).tickets.every((x) => x.pastTarget)).toBe(true);

    await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'Hello?' }, { cookie: c.a2 });
    expect((await listed(c.staffA, ticket.id))!.pastTarget).toBe(true); // the customer's own reply changes nothing

    await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'Sorry for the wait.' }, { cookie: c.staffA });
    expect(await listed(c.staffA, ticket.id)).toMatchObject({ pastTarget: false, answered: true });
    expect(await listed(c.staffA, ticket.id, '?pastTarget=true')).toBeUndefined();
    expect(await counts()).toEqual({ open: before.open, unanswered: before.unanswered - 1, pastTarget: before.pastTarget - 1 });
  });

  it('is the company’s own: an admin sets it, and it applies at once', async () => {
    const ticket = await open(c.a1, 'Two days old');
    await age(ticket.id, 30);
    expect((await listed(c.staffA, ticket.id))!.pastTarget).toBe(true);

    const saved = await setTarget(c.adminA, 48);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ responseTargetHours: 48 });
    expect(await (await t.request('GET', '/api/tickets/settings', undefined, { cookie: c.staffA })).json()).toEqual({ responseTargetHours: 48 });
    expect((await listed(c.staffA, ticket.id))!.pastTarget).toBe(false);
    expect((await list(c.a1)).responseTargetHours).toBe(48);
    expect((await list(c.staffB, '', 'acme.localhost')).responseTargetHours).toBe(24); // another company keeps its own

    expect((await setTarget(c.adminA, 24)).status).toBe(200);
    expect((await listed(c.staffA, ticket.id))!.pastTarget).toBe(true);
  });

  it('is changed by admins only, to a whole number of hours', async () => {
    expect((await setTarget(c.staffA, 12)).status).toBe(403);
    expect((await setTarget(c.a1, 12)).status).toBe(403);
    expect((await t.request('PUT', '/api/tickets/settings', { responseTargetHours: 12 })).status).toBe(401);
    expect((await t.request('PUT', '/api/tickets/settings', { responseTargetHours: 12 }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(403);
    const zero = await setTarget(c.adminA, 0);
    expect(zero.status).toBe(400);
    expect((await zero.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { responseTargetHours: ['At least 1 hour'] } });
    expect((await setTarget(c.adminA, 2.5)).status).toBe(400);
    expect((await setTarget(c.adminA, 'soon')).status).toBe(400);
    expect((await t.request('GET', '/api/tickets/settings', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('GET', '/api/tickets/settings')).status).toBe(401);
    expect((await t.request('GET', '/api/tickets/settings', undefined, { cookie: c.staffA })).status).toBe(200);
  });
});

describe('ticket lists and replies', () => {
  it('filter by status, and refuse an unknown one', async () => {
    const ticket = await open(c.a1, 'Filter me');
    await t.request('PATCH', `/api/tickets/${ticket.id}`, { status: 'closed' }, { cookie: c.staffA });
    expect(await listed(c.staffA, ticket.id, '?status=closed')).toMatchObject({ status: 'closed', pastTarget: false });
    expect(await listed(c.staffA, ticket.id, '?status=open')).toBeUndefined();
    expect((await list(c.staffA, '?status=closed')).tickets.every((x) => x.status === 'closed')).toBe(true);
    expect(await listed(c.a1, ticket.id, '?status=closed')).toBeDefined();
    expect((await t.request('GET', '/api/tickets?status=pending', undefined, { cookie: c.staffA })).status).toBe(400);
  });

  it('a customer reply reopens a closed ticket; a staff reply does not', async () => {
    const ticket = await open(c.a1, 'Closed too soon');
    await t.request('PATCH', `/api/tickets/${ticket.id}`, { status: 'closed' }, { cookie: c.staffA });
    const staffReply = await (await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'One more note' }, { cookie: c.staffA })).json();
    expect(staffReply.status).toBe('closed');
    const customerReply = await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'It is still leaking' }, { cookie: c.a1 });
    expect(customerReply.status).toBe(201);
    expect(await customerReply.json()).toMatchObject({ status: 'open', answered: true, responses: [{ fromStaff: true }, { fromStaff: false, content: 'It is still leaking' }] });
  });

  it("email the customer each staff reply, with its text; the customer's own replies email nobody", async () => {
    const ticket = await open(c.a1, 'Gutter is loose');
    await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'We will fix it on Friday.\n<b>No charge.</b>' }, { cookie: c.staffA });
    await t.request('POST', `/api/tickets/${ticket.id}/responses`, { content: 'Thank you!' }, { cookie: c.a1 });
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'ticket-reply'), eq(emailOutbox.subject, `Arbour Garden Rooms: reply to your ticket #${ticket.number} – Gutter is loose`)));
    expect(emails.map((e) => e.toEmail)).toEqual(['a1@example.test']);
    expect(emails[0]!.textBody).toContain('We will fix it on Friday.\n<b>No charge.</b>');
    expect(emails[0]!.textBody).toContain(`/support?ticket=${ticket.id}`);
  });

  it('refuse the wrong people on every route, in the API error shape', async () => {
    const ticket = await open(c.a1, 'Mine alone');
    const path = `/api/tickets/${ticket.id}`;
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['POST', `${path}/responses`, { content: 'x' }],
    ] as const) {
      const otherCustomer = await t.request(method, url, body, { cookie: c.a2 });
      expect(otherCustomer.status).toBe(404);
      expect((await otherCustomer.json()).error.code).toBe('NOT_FOUND');
      expect((await t.request(method, url, body, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
      expect((await t.request(method, url, body)).status).toBe(401);
    }
    // The refused reply never reached the ticket: its customer and the team still see none.
    const mine = await (await t.request('GET', path, undefined, { cookie: c.a1 })).json();
    expect(mine).toMatchObject({ status: 'open', answered: false, responses: [] });
    expect((await t.request('PATCH', path, { status: 'closed' }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('PATCH', path, { status: 'closed' })).status).toBe(401);
    expect((await t.request('GET', '/api/tickets/counts')).status).toBe(401);
    expect((await t.request('GET', '/api/tickets/not-a-uuid', undefined, { cookie: c.staffA })).status).toBe(400);
    expect(await counts(c.staffB, 'acme.localhost')).toEqual({ open: 1, unanswered: 1, pastTarget: 0 });
    const blank = await t.request('POST', '/api/tickets', { subject: '  ', description: '', category: 'roof' }, { cookie: c.a1 });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields).toMatchObject({ subject: ['Give your request a subject'], description: ['Tell us what you need'], category: [expect.any(String)] });
  });

  it("refuse another company's staff on this company's host, and anonymous callers, on every route", async () => {
    const ticket = await open(c.a1, 'Not for strangers');
    const before = await counts();
    const routes = [
      ['GET', '/api/tickets', undefined],
      ['POST', '/api/tickets', { subject: 'Sneaky', description: 'Details', category: 'delivery' }],
      ['GET', '/api/tickets/counts', undefined],
      ['GET', '/api/tickets/settings', undefined],
      ['PUT', '/api/tickets/settings', { responseTargetHours: 1 }],
      ['GET', `/api/tickets/${ticket.id}`, undefined],
      ['POST', `/api/tickets/${ticket.id}/responses`, { content: 'x' }],
      ['PATCH', `/api/tickets/${ticket.id}`, { status: 'closed' }],
    ] as const;
    for (const [method, url, body] of routes) {
      // A session belongs to the company it was made on; on another company's host it is nobody.
      expect((await t.request(method, url, body, { cookie: c.staffB })).status, `${method} ${url} by acme staff here`).toBe(401);
      expect((await t.request(method, url, body)).status, `${method} ${url} anonymously`).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect(await (await t.request('GET', `/api/tickets/${ticket.id}`, undefined, { cookie: c.a1 })).json()).toMatchObject({ status: 'open', responses: [] });
    expect((await list(c.staffA)).tickets.map((x) => x.subject)).not.toContain('Sneaky');
    expect((await list(c.staffA)).responseTargetHours).toBe(24);
  });
});
