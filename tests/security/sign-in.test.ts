import { createHash } from 'node:crypto';
import { hashPassword as hashScryptPassword } from 'better-auth/crypto';
import { and, eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { accounts, verifications } from '../../src/server/db/schema/auth';
import { emailOutbox } from '../../src/server/db/schema/email';
import { createApp } from '../../src/server/app';
import { silentLogger } from '../../src/server/lib/logger';
import { insertUser, TEST_PASSWORD } from '../factories/users';
import { createTwoTenantWorld } from '../factories/world';
import { queuedLink, resetToken } from '../setup/outbox-links';
import { createTestApp, nextIp, sessionCookie } from '../setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

const signIn = (email: string, password: string, ip = nextIp()) => t.request('POST', '/api/auth/sign-in/email', { email, password }, { ip });

async function storedHash(userId: string): Promise<string> {
  const [row] = await t.db.select({ password: accounts.password }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row!.password!;
}

describe('password hashes', () => {
  it('are Argon2id with at least 19 MiB, 2 passes and 1 lane (OWASP minimum)', async () => {
    const hash = await storedHash(world.users.customerA1.id);
    const [, algorithm, , params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    const { m, t: passes, p } = Object.fromEntries(params!.split(',').map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])]));
    expect(m).toBeGreaterThanOrEqual(19 * 1024);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
  });

  it('made by the earlier scheme still sign in, and are upgraded to Argon2id on the way', async () => {
    const user = await insertUser(t.db, { companyId: world.tenantA.company.id, role: 'staff' });
    const legacy = await hashScryptPassword('an older password');
    await t.db.update(accounts).set({ password: legacy }).where(eq(accounts.userId, user.id));

    expect((await signIn(user.email, 'not the older password')).status).toBe(401);
    expect(await storedHash(user.id)).toBe(legacy);
    expect((await signIn(user.email, 'an older password')).status).toBe(200);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(user.email, 'an older password')).status).toBe(200);
  });
});

describe('a refused sign-in', () => {
  it('says the same for an unknown email, a wrong password and another company’s user', async () => {
    const answers = await Promise.all(
      [
        signIn('nobody@example.test', TEST_PASSWORD),
        signIn('a1@example.test', 'not-the-password'),
        signIn('b1@example.test', TEST_PASSWORD), // tenant B's customer on tenant A's host
      ].map(async (pending) => {
        const res = await pending;
        return { status: res.status, body: await res.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } } });
    }
  });

  it('takes as long for an email nobody has as for a wrong password (a password hash either way)', async () => {
    // The quickest of three: a hash timed while the machine was busy (the typecheck runs beside
    // these tests) would set the bar above what an uncontended sign-in takes.
    let oneHash = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await hashPassword('time one hash');
      oneHash = Math.min(oneHash, performance.now() - started);
    }
    for (const email of ['nobody-at-all@example.test', 'b1@example.test']) {
      const begun = performance.now();
      expect((await signIn(email, 'a guess at a password')).status).toBe(401);
      // A lower bound only: a busy machine makes requests slower, never faster.
      expect(performance.now() - begun).toBeGreaterThan(oneHash / 2);
    }
  });
});

describe('the sign-in rate limit', () => {
  it('answers 429 in the API’s shape, with Retry-After, once an address has used its attempts', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.authRateLimit.max; i++) expect((await signIn('a1@example.test', 'wrong-password', ip)).status).toBe(401);
    const limited = await signIn('a1@example.test', TEST_PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please wait a minute and try again.' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is kept in PostgreSQL, so a second app server on the same database holds the same count', async () => {
    const second = createApp({ db: t.db, config: t.config, logger: silentLogger }).app;
    const ip = nextIp();
    for (let i = 0; i < t.config.authRateLimit.max; i++) expect((await signIn('a1@example.test', 'wrong-password', ip)).status).toBe(401);
    const res = await second.request('http://demo.localhost/api/auth/sign-in/email', {
      method: 'POST',
      headers: { host: 'demo.localhost', 'x-forwarded-for': ip, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a1@example.test', password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(429);
  });
});

/** Each request from a new address: the two-factor endpoints share the sign-in limit. */
const post = (path: string, body: unknown, cookie?: string) => t.request('POST', path, body, { cookie, ip: nextIp() });

function totpFrom(uri: string): OTPAuth.TOTP {
  const otp = OTPAuth.URI.parse(uri);
  if (!(otp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP link');
  return otp;
}

/** A 6-digit code the app would not show now (nor 30 s either side). */
function wrongCode(totp: OTPAuth.TOTP): string {
  let code = Number(totp.generate());
  do code = (code + 1) % 1_000_000;
  while (totp.validate({ token: String(code).padStart(6, '0'), window: 1 }) !== null);
  return String(code).padStart(6, '0');
}

describe('two-factor authentication', () => {
  it('is turned on by staff with their password and a first code, then asked for at every sign-in', async () => {
    const staff = await insertUser(t.db, { companyId: world.tenantA.company.id, role: 'staff' });
    const cookie = await t.signIn(staff.email);

    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'not-my-password' }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.fields).toEqual({ password: ['That password is not right.'] });

    const enabled = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const setup = await enabled.json();
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Arbour%20Garden%20Rooms:/);
    expect(setup.backupCodes).toHaveLength(10);
    const totp = totpFrom(setup.totpURI);
    expect(totp.label).toBe(staff.email);

    // Not on until the app has proved itself.
    expect((await t.request('GET', '/api/auth/two-factor/status', undefined, { cookie })).status).toBe(200);
    expect(await (await t.request('GET', '/api/auth/two-factor/status', undefined, { cookie })).json()).toEqual({ enabled: false });
    expect((await signIn(staff.email, TEST_PASSWORD)).status).toBe(200);

    const refused = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, cookie);
    expect(refused.status).toBe(401);
    const verified = await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, cookie);
    expect(verified.status).toBe(200);
    const afterCookie = sessionCookie(verified) || cookie;
    expect(await (await t.request('GET', '/api/auth/two-factor/status', undefined, { cookie: afterCookie })).json()).toEqual({ enabled: true });

    // The password alone no longer signs in: it answers that a code is needed, with no session.
    const first = await signIn(staff.email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = sessionCookie(first);
    expect((await t.request('GET', '/api/me', undefined, { cookie: pending })).status).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'That code is not right. Check the app and try again.' } });
    expect((await t.request('GET', '/api/me', undefined, { cookie: pending })).status).toBe(401);

    // The app's next code: the one that turned it on has been used (a code is good once).
    const right = await post('/api/auth/two-factor/verify-totp', { code: totp.generate({ timestamp: Date.now() + 30_000 }) }, pending);
    expect(right.status).toBe(200);
    const session = sessionCookie(right);
    expect(await (await t.request('GET', '/api/me', undefined, { cookie: session })).json()).toMatchObject({ email: staff.email, role: 'staff' });
  });

  it('accepts each backup code once instead of a code', async () => {
    const admin = await insertUser(t.db, { companyId: world.tenantA.company.id, role: 'admin' });
    const { backupCodes, cookie } = await turnOn(admin.email);

    const pending = sessionCookie(await signIn(admin.email, TEST_PASSWORD));
    const used = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, pending);
    expect(used.status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie: sessionCookie(used) })).status).toBe(200);

    const again = sessionCookie(await signIn(admin.email, TEST_PASSWORD));
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, again)).status).toBe(401);
    expect(cookie).toBeTruthy();
  });

  it('is turned off with the password, after which the password alone signs in again', async () => {
    const staff = await insertUser(t.db, { companyId: world.tenantA.company.id, role: 'staff' });
    const { cookie } = await turnOn(staff.email);
    expect((await post('/api/auth/two-factor/disable', { password: 'not-my-password' }, cookie)).status).toBe(400);
    expect(await (await signIn(staff.email, TEST_PASSWORD)).json()).toMatchObject({ twoFactorRedirect: true });

    const off = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(off.status).toBe(200);
    const res = await signIn(staff.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie: sessionCookie(res) })).status).toBe(200);
  });

  it('is not offered to customers', async () => {
    const cookie = await t.signIn('a2@example.test');
    const res = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
    expect((await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).status).toBe(401);
  });

  it('refuses a code that is not six digits with the field named', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', { code: '12ab' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: ['Enter the 6-digit code from your authenticator app'] } });
  });
});

async function turnOn(email: string) {
  const cookie = await t.signIn(email);
  const setup = await (await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie)).json();
  const verified = await post('/api/auth/two-factor/verify-totp', { code: totpFrom(setup.totpURI).generate() }, cookie);
  expect(verified.status).toBe(200);
  return { backupCodes: setup.backupCodes as string[], cookie: sessionCookie(verified) };
}

/** better-auth keeps SHA-256 of `reset-password:<token>`, base64url, as the row's identifier. */
const storedResetIdentifier = (token: string) => createHash('sha256').update(`reset-password:${token}`).digest('base64url');

describe('password reset', () => {
  async function resetEmailsTo(email: string) {
    return t.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, 'password-reset')));
  }

  async function requestLink(email: string): Promise<string> {
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(200);
    const link = await queuedLink(t.db, email, 'password-reset');
    expect(link).toMatch(/^http:\/\/demo\.localhost\/reset-password\?token=\S+$/);
    return resetToken(link);
  }

  it('answers the same whether or not the address has an account here, and emails only a real one', async () => {
    const bodies = [];
    for (const email of ['a1@example.test', 'nobody@example.test', 'b1@example.test']) {
      const res = await post('/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
      bodies.push(await res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const [mail] = await resetEmailsTo('a1@example.test');
    expect(mail).toMatchObject({ subject: 'Arbour Garden Rooms: reset your password', companyId: world.tenantA.company.id });
    expect(mail!.textBody).toContain('It works once, for one hour');
    expect(await resetEmailsTo('nobody@example.test')).toHaveLength(0);
    // Tenant B's customer asked on tenant A's host: nothing is sent.
    expect(await resetEmailsTo('b1@example.test')).toHaveLength(0);
  });

  it('sets a new password once, signs the user out everywhere, and the old password stops working', async () => {
    const user = await insertUser(t.db, { companyId: world.tenantA.company.id });
    const elsewhere = await t.signIn(user.email);
    const token = await requestLink(user.email);
    // Only a hash of the token is kept.
    expect(await t.db.select().from(verifications).where(like(verifications.identifier, `%${token}%`))).toHaveLength(0);
    expect(await t.db.select().from(verifications).where(eq(verifications.identifier, storedResetIdentifier(token)))).toHaveLength(1);

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields.newPassword).toEqual(['Use at least 10 characters']);

    const done = await post('/api/auth/reset-password', { token, newPassword: 'a new long password' });
    expect(done.status).toBe(200);
    expect((await t.request('GET', '/api/me', undefined, { cookie: elsewhere })).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'a new long password')).status).toBe(200);

    const twice = await post('/api/auth/reset-password', { token, newPassword: 'another long password' });
    expect(twice.status).toBe(410);
    expect((await twice.json()).error).toEqual({ code: 'GONE', message: 'This reset link has expired or has been used. Ask for a new one.' });
  });

  it('works only on the host of the company that sent it', async () => {
    const user = await insertUser(t.db, { companyId: world.tenantA.company.id });
    const token = await requestLink(user.email);
    const elsewhere = await t.request('POST', '/api/auth/reset-password', { token, newPassword: 'a new long password' }, { host: world.tenantB.host, ip: nextIp() });
    expect(elsewhere.status).toBe(410);
    expect((await elsewhere.json()).error).toEqual({ code: 'GONE', message: 'This reset link has expired or has been used. Ask for a new one.' });
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    // Still good on its own host.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a new long password' })).status).toBe(200);
  });

  it('stops working after an hour', async () => {
    const user = await insertUser(t.db, { companyId: world.tenantA.company.id });
    const token = await requestLink(user.email);
    const stored = eq(verifications.identifier, storedResetIdentifier(token));
    const [row] = await t.db.select().from(verifications).where(stored);
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5000);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(stored);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a new long password' })).status).toBe(410);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a body without an email or a token with the fields named', async () => {
    const noEmail = await post('/api/auth/request-password-reset', { email: 'not an email' });
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()).error.fields.email).toEqual(['Enter a valid email address']);
    const noToken = await post('/api/auth/reset-password', { newPassword: 'a new long password' });
    expect(noToken.status).toBe(400);
    expect(Object.keys((await noToken.json()).error.fields)).toEqual(['token']);
  });
});
