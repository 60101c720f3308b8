import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { emailOutbox } from '../../db/schema/email';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let path: string;
let pathA2: string;
let pathB1: string;
const c = {} as Record<'a1' | 'a2' | 'b1' | 'staffA' | 'adminA' | 'staffB', string>;
const ACME = 'acme.localhost';

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  path = `/api/projects/${world.projects.projectA1.id}/messages`;
  pathA2 = `/api/projects/${world.projects.projectA2.id}/messages`;
  pathB1 = `/api/projects/${world.projects.projectB1.id}/messages`;
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: ACME });
  c.b1 = await t.signIn('b1@example.test', undefined, { host: ACME });
});

const peek = async (cookie: string) => (await t.request('GET', path, undefined, { cookie })).json();
const markRead = (projectPath: string, cookie: string, body: unknown = {}, host?: string) => t.request('POST', `${projectPath}/read`, body, { cookie, host });
const unread = async (cookie: string, host?: string): Promise<number> => (await (await t.request('GET', '/api/messages/unread', undefined, { cookie, host })).json()).count;
interface Summary {
  projectId: string;
  projectName: string;
  customerName: string;
  lastMessage: { content: string; authorName: string; fromStaff: boolean } | null;
  unread: number;
}
const conversations = async (cookie: string, host?: string): Promise<Summary[]> =>
  (await (await t.request('GET', '/api/messages/conversations', undefined, { cookie, host })).json()).conversations;

describe('project messages', () => {
  it('go both ways, with unread counts until read', async () => {
    const sent = await t.request('POST', path, { content: 'Can the delivery come on a Saturday?' }, { cookie: c.a1 });
    expect(sent.status).toBe(201);
    expect((await peek(c.staffA)).unread).toBe(1);
    expect((await peek(c.a1)).unread).toBe(0); // your own messages are never unread

    const read = await (await t.request('GET', path, undefined, { cookie: c.staffA })).json();
    expect(read.messages.map((m: { content: string; fromStaff: boolean }) => [m.content, m.fromStaff])).toEqual([['Can the delivery come on a Saturday?', false]]);
    expect(read.unread).toBe(1); // reading marks nothing read
    const marked = await markRead(path, c.staffA, { lastMessageId: read.messages.at(-1).id });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ unread: 0 });
    expect((await peek(c.staffA)).unread).toBe(0);

    await t.request('POST', path, { content: 'Yes, Saturday works.' }, { cookie: c.staffA });
    expect((await peek(c.a1)).unread).toBe(1);
  });

  it('keep what was written, markup included, as plain text', async () => {
    const content = '<script>alert("hi")</script>\nSecond line';
    const sent = await (await t.request('POST', pathA2, { content: `  ${content}  ` }, { cookie: c.a2 })).json();
    expect(sent.messages.at(-1).content).toBe(content);
  });

  it('are refused to another customer, another company and anonymous callers, and empty ones are refused', async () => {
    expect((await t.request('GET', path, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('POST', path, { content: 'hi' }, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: c.staffB, host: ACME })).status).toBe(404);
    expect((await t.request('POST', path, { content: 'hi' }, { cookie: c.staffB, host: ACME })).status).toBe(404);
    // Their cookie is not a session on this company's host.
    expect((await t.request('GET', path, undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('POST', path, { content: 'hi' }, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('POST', path, { content: 'hi' })).status).toBe(401);
    expect((await peek(c.a1)).messages.map((m: { content: string }) => m.content)).not.toContain('hi');
    const empty = await t.request('POST', path, { content: '   ' }, { cookie: c.a1 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { content: ['Write a message'] } });
  });
});

describe('unread messages', () => {
  it('count messages from others across the conversations a person takes part in, until they read them', async () => {
    const before = { a1: await unread(c.a1), a2: await unread(c.a2), staffA: await unread(c.staffA), adminA: await unread(c.adminA), staffB: await unread(c.staffB, ACME), b1: await unread(c.b1, ACME) };

    await t.request('POST', path, { content: 'Is the base ready?' }, { cookie: c.staffA });
    await t.request('POST', pathA2, { content: 'When do you arrive?' }, { cookie: c.a2 });

    expect(await unread(c.a1)).toBe(before.a1 + 1); // the staff message in their project
    expect(await unread(c.a2)).toBe(before.a2); // their own message; nothing in another customer's project
    expect(await unread(c.staffA)).toBe(before.staffA + 1); // a2's message; not their own
    expect(await unread(c.adminA)).toBe(before.adminA + 2); // every conversation of the company
    expect(await unread(c.staffB, ACME)).toBe(before.staffB); // nothing from another company
    expect(await unread(c.b1, ACME)).toBe(before.b1);

    await t.request('GET', path, undefined, { cookie: c.a1 });
    expect(await unread(c.a1)).toBe(before.a1 + 1); // reading marks nothing read
    expect(await (await markRead(path, c.a1)).json()).toEqual({ unread: 0 });
    expect(await unread(c.a1)).toBe(0);
    await markRead(path, c.adminA);
    await markRead(pathA2, c.adminA);
    expect(await unread(c.adminA)).toBe(0);
  });

  it('are marked read up to the message the reader was shown, not one that arrived since, and again changes nothing', async () => {
    await t.request('POST', pathA2, { content: 'Shown to staff' }, { cookie: c.a2 });
    const shown = (await (await t.request('GET', pathA2, undefined, { cookie: c.staffA })).json()) as { messages: { id: string }[] };
    await t.request('POST', pathA2, { content: 'Arrived after' }, { cookie: c.a2 });

    const lastShown = shown.messages.at(-1)!.id;
    expect(await (await markRead(pathA2, c.staffA, { lastMessageId: lastShown })).json()).toEqual({ unread: 1 });
    expect(await (await markRead(pathA2, c.staffA, { lastMessageId: lastShown })).json()).toEqual({ unread: 1 });
    // An older message never moves the marker back.
    expect(await (await markRead(pathA2, c.staffA, { lastMessageId: shown.messages[0]!.id })).json()).toEqual({ unread: 1 });
    expect(await (await markRead(pathA2, c.staffA)).json()).toEqual({ unread: 0 });
  });

  it('are marked read only by someone in the conversation, and only up to one of its own messages', async () => {
    const othersMessage = (await peek(c.a1)).messages.at(-1).id as string;
    const notHere = await markRead(pathA2, c.staffA, { lastMessageId: othersMessage });
    expect(notHere.status).toBe(400);
    expect((await notHere.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lastMessageId: ['That message is not in this conversation.'] } });
    expect((await markRead(pathA2, c.staffA, { lastMessageId: 'not-a-message' })).status).toBe(400);
    expect((await markRead(path, c.a2)).status).toBe(404);
    expect((await markRead(path, c.staffB, {}, ACME)).status).toBe(404);
    expect((await markRead(path, c.staffB)).status).toBe(401);
    expect((await t.request('POST', `${path}/read`, {})).status).toBe(401);
  });

  it("are refused to an anonymous caller and to another company's staff on this company's host", async () => {
    const res = await t.request('GET', '/api/messages/unread');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
    const foreign = await t.request('GET', '/api/messages/unread', undefined, { cookie: c.staffB });
    expect(foreign.status).toBe(401);
    expect((await foreign.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('conversation lists', () => {
  it('give staff every project of their company with its customer, latest message and unread count', async () => {
    await t.request('POST', pathA2, { content: 'One more question' }, { cookie: c.a2 });
    const list = await conversations(c.staffA);
    const ids = list.map((x) => x.projectId);
    expect(ids).toEqual(expect.arrayContaining([world.projects.projectA1.id, world.projects.projectA2.id]));
    expect(ids).not.toContain(world.projects.projectB1.id);
    const a2 = list.find((x) => x.projectId === world.projects.projectA2.id)!;
    expect(a2).toMatchObject({ projectName: 'A2 studio', customerName: world.users.customerA2.name, lastMessage: { content: 'One more question', fromStaff: false } });
    expect(a2.unread).toBeGreaterThan(0);
    expect(list[0]!.projectId).toBe(world.projects.projectA2.id); // most recent first

    await markRead(pathA2, c.staffA);
    expect((await conversations(c.staffA)).find((x) => x.projectId === world.projects.projectA2.id)!.unread).toBe(0);
  });

  it("give a customer only their own project's, and another company's staff none of this company's", async () => {
    expect((await conversations(c.a1)).map((x) => x.projectId)).toEqual([world.projects.projectA1.id]);
    expect((await conversations(c.a2)).map((x) => x.projectId)).toEqual([world.projects.projectA2.id]);
    const acme = await conversations(c.staffB, ACME);
    expect(acme.map((x) => x.projectId)).toEqual([world.projects.projectB1.id]);
    expect(acme[0]!.lastMessage).toBeNull();
    expect((await t.request('GET', pathB1, undefined, { cookie: c.staffA })).status).toBe(404);
  });

  it("are refused to an anonymous caller and to another company's staff on this company's host", async () => {
    expect((await t.request('GET', '/api/messages/conversations')).status).toBe(401);
    // Their cookie is not a session here, so this company's conversations stay out of reach.
    expect((await t.request('GET', '/api/messages/conversations', undefined, { cookie: c.staffB })).status).toBe(401);
  });
});

describe('message emails', () => {
  const emailsAboutA2 = () => t.db.select().from(emailOutbox).where(like(emailOutbox.subject, '%new message about A2 studio'));

  it('tell the other side once per conversation while it is busy, without the message itself', async () => {
    // Earlier tests had the customer write here: the team heard of it once each, and never company B's staff.
    await t.request('POST', pathA2, { content: 'Thanks, see you then.' }, { cookie: c.a2 });
    const toStaff = (await emailsAboutA2()).filter((e) => e.toEmail !== 'a2@example.test');
    expect(toStaff.map((e) => e.toEmail).sort()).toEqual(['admin-a@example.test', 'staff-a@example.test']);

    await t.request('POST', pathA2, { content: 'Your base is booked for Monday.' }, { cookie: c.staffA });
    await t.request('POST', pathA2, { content: 'And the crane for Tuesday.' }, { cookie: c.staffA });
    const toCustomer = (await emailsAboutA2()).filter((e) => e.toEmail === 'a2@example.test');
    expect(toCustomer.map((e) => e.kind)).toEqual(['new-message']);
    expect(toCustomer[0]!.textBody).toContain('has sent you a message about A2 studio');
    expect(toCustomer[0]!.textBody).not.toContain('Monday');
  });

  it('are not sent when the message is refused', async () => {
    const before = (await emailsAboutA2()).length;
    expect((await t.request('POST', pathA2, { content: 'Not mine' }, { cookie: c.a1 })).status).toBe(404);
    expect((await t.request('POST', pathA2, { content: '   ' }, { cookie: c.staffA })).status).toBe(400);
    expect((await emailsAboutA2()).length).toBe(before);
  });
});
