import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { insertCompany } from '../db/insert-company';
import { insertUser } from '../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp, nextIp } from '../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
});

const signInBody = (email: string, password: string) => ({ email, password });

describe('sign-in', () => {
  it('sets an http-only, SameSite=Lax session cookie', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'password123'), { ip: nextIp() });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password with a clear message', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'not-the-password'), { ip: nextIp() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('nobody@example.test', 'password123'), { ip: nextIp() });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Invalid email or password');
  });

  it("refuses another company's user on this company's host", async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('b1@example.test', 'password123'), {
      ip: nextIp(),
      host: 'demo.localhost',
    });
    expect(res.status).toBe(401);
  });

  it('answers 429 once the sign-in limit for an address is used up', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'wrong-password'), { ip });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'password123'), { ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    // Another address is not held back by this one's attempts.
    const other = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'password123'), { ip: nextIp() });
    expect(other.status).toBe(200);
  });

  it('validates the body', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', { email: 42 }, { ip: nextIp() });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('sessions', () => {
  it("are refused on another company's host", async () => {
    const cookie = await t.signIn('a1@example.test');
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie, host: 'acme.localhost' })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/two-factor/disable', { password: 'password123' }, { cookie, host: 'acme.localhost' })).status).toBe(401);
  });

  it('end at sign-out', async () => {
    const cookie = await t.signIn('a1@example.test');
    const out = await t.request('POST', '/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie })).status).toBe(401);
  });
});

describe('state-changing requests from another origin', () => {
  it('are refused, including from a sibling tenant on the same site', async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('POST', '/api/me/first-login-complete', {}, { cookie, headers: { origin: 'http://acme.localhost' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FOREIGN_ORIGIN');
    const signIn = await t.request('POST', '/api/auth/sign-in/email', signInBody('a1@example.test', 'password123'), {
      ip: nextIp(),
      headers: { origin: 'http://evil.example' },
    });
    expect(signIn.status).toBe(403);
  });

  it('are accepted from the same origin', async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('POST', '/api/me/first-login-complete', {}, { cookie, headers: { origin: 'http://demo.localhost' } });
    expect(res.status).toBe(200);
  });
});

describe('demo mode', () => {
  let demo: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    demo = await createTestApp({ demoMode: true });
    const company = await insertCompany(demo.db, { subdomain: 'demo', isDemo: true });
    await insertUser(demo.db, { companyId: company.id, email: 'customer@example.com' });
    await demo.db.execute(
      `update companies set settings = jsonb_build_object('demoAccounts', jsonb_build_array(jsonb_build_object('label','Customer','role','customer','email','customer@example.com')))`,
    );
  });

  const signInStatus = async (email: string, password: string) => (await demo.request('POST', '/api/auth/sign-in/email', signInBody(email, password), { ip: nextIp() })).status;

  it('signs in no email that has no account, whatever it contains', async () => {
    for (const email of ['visitor.one@example.org', 'new.staff@example.org', 'site-admin@example.org']) {
      expect(await signInStatus(email, 'password123')).toBe(401);
    }
    expect(await demo.db.select().from(users).where(like(users.email, '%@example.org'))).toEqual([]);
  });

  it('lists the sample accounts with their password', async () => {
    const res = await demo.request('GET', '/api/demo/accounts');
    expect(await res.json()).toEqual({
      accounts: [{ label: 'Customer', role: 'customer', email: 'customer@example.com', password: 'password123' }],
    });
  });

  it('is off otherwise: no sample accounts, and unknown emails are refused', async () => {
    expect((await t.request('GET', '/api/demo/accounts')).status).toBe(404);
    const res = await t.request('POST', '/api/auth/sign-in/email', signInBody('staff.visitor@example.org', 'password123'), { ip: nextIp() });
    expect(res.status).toBe(401);
  });
});
