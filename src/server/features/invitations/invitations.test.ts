import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { invitationToken, queuedLink } from '../../../../tests/setup/outbox-links';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import { accounts, users } from '../../db/schema/auth';
import { invitations } from '../../db/schema/operations';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staffA: string;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  staffA = await t.signIn('staff-a@example.test');
});

/** Creates a customer through the API and returns the token from their email. */
async function invite(email: string, name = 'Invited Person'): Promise<{ token: string; userId: string }> {
  const res = await t.request('POST', '/api/customers', { name, email }, { cookie: staffA });
  expect(res.status).toBe(201);
  const userId = (await res.json()).customer.id as string;
  return { token: invitationToken(await queuedLink(t.db, email, 'invitation')), userId };
}

const accept = (token: string, password: unknown, host?: string) => t.request('POST', `/api/invitations/${token}/accept`, { password }, { host });
const signIn = (email: string, password: string) => t.request('POST', '/api/auth/sign-in/email', { email, password }, { ip: nextIp() });

describe('an invitation link', () => {
  it('greets the person, sets their password once, and then they can sign in', async () => {
    const { token, userId } = await invite('new.customer@example.test', 'New Customer');
    const details = await t.request('GET', `/api/invitations/${token}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ name: 'New Customer', email: 'new.customer@example.test', companyName: 'Arbour Garden Rooms' });

    expect((await signIn('new.customer@example.test', 'correct horse battery')).status).toBe(401);
    const res = await accept(token, 'correct horse battery');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'new.customer@example.test' });

    const signedIn = await signIn('new.customer@example.test', 'correct horse battery');
    expect(signedIn.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ emailVerified: true, isFirstLogin: true });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(1);

    // Used: the link says so, and cannot change the password again.
    const again = await accept(token, 'another password 1');
    expect(again.status).toBe(410);
    expect((await again.json()).error).toMatchObject({ code: 'GONE', message: expect.stringContaining('already been used') });
    expect((await t.request('GET', `/api/invitations/${token}`)).status).toBe(410);
    expect((await signIn('new.customer@example.test', 'another password 1')).status).toBe(401);
  });

  it('stops working when it expires', async () => {
    const { token, userId } = await invite('lapsed@example.test');
    await t.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.userId, userId));
    const res = await t.request('GET', `/api/invitations/${token}`);
    expect(res.status).toBe(410);
    expect((await res.json()).error.message).toBe('This invitation link has expired. Ask the team to send you a new one.');
    expect((await accept(token, 'a-good-password')).status).toBe(410);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([]);
  });

  it('sets one password when it is used twice at the same moment', async () => {
    const { token, userId } = await invite('racer@example.test');
    const results = await Promise.all([accept(token, 'first password!'), accept(token, 'second password!')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(1);
    const winner = results[0]!.status === 200 ? 'first password!' : 'second password!';
    expect((await signIn('racer@example.test', winner)).status).toBe(200);
  });

  it('is unknown elsewhere: a made-up token, or a real one on another company’s host', async () => {
    const { token } = await invite('host@example.test');
    const unknown = await t.request('GET', `/api/invitations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('This invitation link is not valid. Check that you opened the whole link from the email.');
    expect((await t.request('GET', `/api/invitations/${token}`, undefined, { host: 'acme.localhost' })).status).toBe(404);
    expect((await accept(token, 'a-good-password', 'acme.localhost')).status).toBe(404);
    expect((await t.request('GET', '/api/invitations/short')).status).toBe(400);
    // Still good at home.
    expect((await t.request('GET', `/api/invitations/${token}`)).status).toBe(200);
  });

  it('wants a password of 10 to 128 characters, not one character repeated', async () => {
    const { token } = await invite('rules@example.test');
    for (const [password, message] of [
      ['short', 'Use at least 10 characters'],
      ['aaaaaaaaaaaa', 'Use more than one different character'],
      ['x'.repeat(100) + 'y'.repeat(29), 'Use at most 128 characters'],
      [12345678901, 'Invalid input: expected string, received number'],
    ] as const) {
      const res = await accept(token, password);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.password).toEqual([message]);
    }
    // None of those used the link up.
    expect((await accept(token, 'x'.repeat(100) + 'y'.repeat(28))).status).toBe(200);
  });

  it('needs no session: anyone holding the link may use it, signed in or not', async () => {
    const { token } = await invite('anyone@example.test');
    const customerB = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
    expect((await t.request('GET', `/api/invitations/${token}`, undefined, { cookie: customerB })).status).toBe(200);
  });
});
