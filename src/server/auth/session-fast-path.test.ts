import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/auth';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';
import { parseCookies } from '../lib/cookies';
import { verifiedToken } from './session-fast-path';

const DAY = 24 * 60 * 60 * 1000;
const queries: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => queries.push(sql) });
  await createTwoTenantWorld(t.db);
});

/** The session row behind a cookie header. */
async function sessionOf(cookie: string) {
  const value = parseCookies(cookie).get('better-auth.session_token')!;
  const token = value.slice(0, value.lastIndexOf('.'));
  const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

// The company and session read together (app_company_with_session), or a session read alone.
const sessionStatements = () => queries.filter((q) => /from "sessions"|app_company_with_session/i.test(q));

describe('reading the session on an API call', () => {
  it('reads the company, a live session and its user with one statement', async () => {
    const cookie = await t.signIn('staff-a@example.test');
    queries.length = 0;
    const res = await t.request('GET', '/api/me', undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'staff-a@example.test', role: 'staff' });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from app_company_with_session\(/i);
  });

  it('reads no session for a cookie of another company (one statement still), and the company for an anonymous call', async () => {
    const cookie = await t.signIn('staff-a@example.test');
    queries.length = 0;
    const other = await t.request('GET', '/api/me', undefined, { cookie, host: 'acme.localhost' });
    expect(other.status).toBe(401);
    expect(queries).toHaveLength(1);
    queries.length = 0;
    const anonymous = await t.request('GET', '/api/company');
    expect(anonymous.status).toBe(200);
    expect(queries).toHaveLength(1);
    expect(sessionStatements()).toHaveLength(0);
  });

  it('extends a session due for it, as better-auth does, and keeps it signed in', async () => {
    const cookie = await t.signIn('a1@example.test');
    const row = await sessionOf(cookie);
    // Created 7 days ago less an hour: past the one-day update age, still live.
    const oldExpiry = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(sessions).set({ expiresAt: oldExpiry }).where(eq(sessions.id, row!.id));
    const res = await t.request('GET', '/api/me', undefined, { cookie });
    expect(res.status).toBe(200);
    const after = await sessionOf(cookie);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    // The browser's cookie is renewed with it, or it would expire first and sign the visitor out.
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=(\d+)/);
    expect(Number(/Max-Age=(\d+)/.exec(renewed!)![1])).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
  });

  it('does not touch a session inside its update age', async () => {
    const cookie = await t.signIn('a2@example.test');
    const before = await sessionOf(cookie);
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    expect((await sessionOf(cookie))!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });

  it('reads an expired session as signed out and removes it', async () => {
    const cookie = await t.signIn('a1@example.test');
    const row = await sessionOf(cookie);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row!.id));
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(401);
    expect(await sessionOf(cookie)).toBeUndefined();
  });

  it('reads a signed-out session as signed out', async () => {
    const cookie = await t.signIn('a1@example.test');
    const row = await sessionOf(cookie);
    await t.db.delete(sessions).where(eq(sessions.id, row!.id));
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(401);
  });

  it('refuses a forged or missing signature', async () => {
    const cookie = await t.signIn('admin-a@example.test');
    const row = await sessionOf(cookie);
    const forged = createHmac('sha256', 'another-secret-another-secret-another').update(row!.token).digest('base64');
    for (const value of [`${row!.token}.${forged}`, row!.token, `${row!.token}.`, `${row!.token}.${'A'.repeat(43)}=`, `${row!.token}.${'é'.repeat(43)}=`]) {
      const res = await t.request('GET', '/api/me', undefined, { cookie: `better-auth.session_token=${encodeURIComponent(value)}` });
      expect(res.status, value).toBe(401);
    }
    // The real one still works, and the session was left alone.
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(200);
  });

  it("reads another company's session as signed out on this company's host", async () => {
    const cookie = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
    expect((await t.request('GET', '/api/me', undefined, { cookie, host: 'acme.localhost' })).status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(401);
  });

  it('takes the first of two cookies of the same name, as better-auth does', async () => {
    const cookie = await t.signIn('staff-a@example.test');
    expect((await t.request('GET', '/api/me', undefined, { cookie: `${cookie}; better-auth.session_token=nonsense` })).status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie: `better-auth.session_token=nonsense; ${cookie}` })).status).toBe(401);
  });
});

describe('over https (production cookie names)', () => {
  it('reads the __Secure- cookie and ignores one without the prefix', async () => {
    const secure = await createTestApp({ isProduction: true });
    await createTwoTenantWorld(secure.db);
    const cookie = await secure.signIn('staff-a@example.test');
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect((await secure.request('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    const unprefixed = cookie.replace('__Secure-', '');
    expect((await secure.request('GET', '/api/me', undefined, { cookie: unprefixed })).status).toBe(401);
  });
});

describe('verifiedToken', () => {
  it('accepts exactly the signature better-auth writes', () => {
    const secret = 'a-secret-a-secret-a-secret-a-secret';
    const signature = createHmac('sha256', secret).update('tok').digest('base64');
    expect(verifiedToken(`tok.${signature}`, secret)).toBe('tok');
    expect(verifiedToken(`tok.${signature}`, `${secret}x`)).toBeUndefined();
    expect(verifiedToken(`.${signature}`, secret)).toBeUndefined();
  });

  it('remembers a genuine signature, and never a forged one or another secret', () => {
    const secret = 'b-secret-b-secret-b-secret-b-secret';
    const signature = createHmac('sha256', secret).update('tok2').digest('base64');
    const forged = `${signature.slice(0, 40)}${signature.slice(40) === 'AAA=' ? 'AAB=' : 'AAA='}`;
    for (let i = 0; i < 3; i++) {
      expect(verifiedToken(`tok2.${signature}`, secret)).toBe('tok2');
      expect(verifiedToken(`tok2.${forged}`, secret)).toBeUndefined();
      expect(verifiedToken(`tok3.${signature}`, secret)).toBeUndefined();
      expect(verifiedToken(`tok2.${signature}`, `${secret}x`)).toBeUndefined();
    }
  });
});
