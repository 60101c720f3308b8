import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../../factories/users';
import { createTwoTenantWorld } from '../../factories/world';
import { seedDemo } from '../../../src/server/db/seed';
import { CookieJar } from '../../setup/cookie-jar';
import { queuedLink, resetToken } from '../../setup/outbox-links';
import { createTestApp, nextIp, sessionCookie } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, rows 3, 4 and 9: a reset link, a replaced password, an authenticator code and a
 * session each stop working when they should. Before: resetting with one of two links left the
 * other working, a link issued before a password change still reset after it, a password change
 * and turning two-factor on left every other session signed in, one authenticator code completed
 * two sign-ins, and the sign-in answer carried the raw session token.
 */
const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const companyId = world.tenantA.company.id;

const post = (path: string, body: unknown, cookie?: string) => t.request('POST', path, body, { cookie, ip: nextIp() });
const me = (cookie: string) => t.request('GET', '/api/me', undefined, { cookie });
const signIn = (email: string, password = TEST_PASSWORD) => post('/api/auth/sign-in/email', { email, password });
const GONE = { code: 'GONE', message: 'This reset link has expired or has been used. Ask for a new one.' };

async function requestResetLink(email: string): Promise<string> {
  expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
  return resetToken(await queuedLink(t.db, email, 'password-reset'));
}

async function expectSignedOut(cookie: string) {
  expect((await me(cookie)).status).toBe(401);
}

async function expectSignedIn(cookie: string, email: string) {
  const res = await me(cookie);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ email });
}

/** A code the authenticator app shows `steps` periods of 30 seconds from now. */
const codeAt = (totp: OTPAuth.TOTP, steps: number) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

/** Turns two-factor on with the code of this time step; answers the app and the session that turned it on. */
async function turnOnTwoFactor(cookie: string) {
  const setup = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
  expect(setup.status).toBe(200);
  const totp = OTPAuth.URI.parse(((await setup.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
  const verified = await post('/api/auth/two-factor/verify-totp', { code: codeAt(totp, 0) }, cookie);
  expect(verified.status).toBe(200);
  return { totp, verified, cookie: sessionCookie(verified) };
}

let staffCookie: string;
beforeAll(async () => {
  staffCookie = await t.signIn('staff-a@example.test');
});

describe('a password reset ends every other way in', () => {
  it('two reset links: resetting with the first makes the second one refused', async () => {
    const user = await insertUser(t.db, { companyId });
    const first = await requestResetLink(user.email);
    const second = await requestResetLink(user.email);
    expect(second).not.toBe(first);

    expect((await post('/api/auth/reset-password', { token: first, newPassword: 'the first new password' })).status).toBe(200);
    const replayed = await post('/api/auth/reset-password', { token: second, newPassword: 'an attacker password' });
    expect(replayed.status).toBe(410);
    expect((await replayed.json()).error).toEqual(GONE);
    expect((await signIn(user.email, 'an attacker password')).status).toBe(401);
    expect((await signIn(user.email, 'the first new password')).status).toBe(200);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('ends every session of the account', async () => {
    const user = await insertUser(t.db, { companyId });
    const [laptop, phone] = [await t.signIn(user.email), await t.signIn(user.email)];
    const token = await requestResetLink(user.email);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a new long password' })).status).toBe(200);
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
  });
});

describe('a password change', () => {
  it('makes a reset link issued before it refused', async () => {
    const user = await insertUser(t.db, { companyId });
    const token = await requestResetLink(user.email);
    const cookie = await t.signIn(user.email);
    const changed = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a changed password' }, cookie);
    expect(changed.status).toBe(200);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'an attacker password' });
    expect(reset.status).toBe(410);
    expect((await reset.json()).error).toEqual(GONE);
    expect((await signIn(user.email, 'a changed password')).status).toBe(200);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('ends the other sessions and keeps the one that changed it, even when asked not to', async () => {
    const user = await insertUser(t.db, { companyId, role: 'staff' });
    const [here, elsewhere] = [await t.signIn(user.email), await t.signIn(user.email)];
    const changed = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a changed password', revokeOtherSessions: false }, here);
    expect(changed.status).toBe(200);
    // No session token in the answer: the browser has it in the httpOnly cookie.
    expect(await changed.json()).not.toHaveProperty('token');

    await expectSignedOut(elsewhere);
    await expectSignedIn(sessionCookie(changed) || here, user.email);
    expect((await signIn(user.email)).status).toBe(401);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('needs the current password, named on its field, and a new one by the app’s rules', async () => {
    const user = await insertUser(t.db, { companyId, role: 'staff' });
    const cookie = await t.signIn(user.email);
    const wrong = await post('/api/auth/change-password', { currentPassword: 'not my password', newPassword: 'a changed password' }, cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'That password is not right.',
      fields: { currentPassword: ['That password is not right.'] },
    });
    const weak = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'aaaaaaaaaa' }, cookie);
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields).toEqual({ newPassword: ['Use more than one different character'] });
    await expectSignedIn(cookie, user.email);
    expect((await signIn(user.email)).status).toBe(200);
    // Signed out, there is nothing to change.
    expect((await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a changed password' })).status).toBe(401);
  });
});

describe("a demo site's sample accounts", () => {
  it('cannot have their password changed: every visitor signs in with the sample password', async () => {
    const demo = await createTestApp({ demoMode: true });
    await seedDemo(demo.db);
    const jar = new CookieJar();
    const ip = nextIp();
    const send = async (path: string, body: unknown) => jar.take(await demo.request('POST', path, body, { cookie: jar.header(), ip }));
    expect((await send('/api/auth/sign-in/email', { email: 'staff@example.com', password: TEST_PASSWORD })).status).toBe(200);
    const res = await send('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a changed password' });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({ code: 'FORBIDDEN', message: 'The sample accounts are shared, so their password cannot be changed.' });
    expect((await send('/api/auth/sign-in/email', { email: 'staff@example.com', password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('turning two-factor authentication on', () => {
  it('ends every session but the one that turned it on', async () => {
    const staff = await insertUser(t.db, { companyId, role: 'staff' });
    const [here, elsewhere] = [await t.signIn(staff.email), await t.signIn(staff.email)];
    const { cookie } = await turnOnTwoFactor(here);
    await expectSignedOut(elsewhere);
    await expectSignedIn(cookie, staff.email);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('but a sign-in with a code later ends no other session', async () => {
    const staff = await insertUser(t.db, { companyId, role: 'staff' });
    const { cookie, totp } = await turnOnTwoFactor(await t.signIn(staff.email));
    const pending = sessionCookie(await signIn(staff.email));
    const signedIn = await post('/api/auth/two-factor/verify-totp', { code: codeAt(totp, 1) }, pending);
    expect(signedIn.status).toBe(200);
    await expectSignedIn(sessionCookie(signedIn), staff.email);
    await expectSignedIn(cookie, staff.email);
  });
});

describe('an authenticator code', () => {
  async function staffWithTwoFactor() {
    const staff = await insertUser(t.db, { companyId, role: 'admin' });
    const { totp } = await turnOnTwoFactor(await t.signIn(staff.email));
    return { staff, totp };
  }

  async function atSecondStep(email: string): Promise<string> {
    const res = await signIn(email);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    return sessionCookie(res);
  }

  it('completes one sign-in: the same code on a second sign-in is refused', async () => {
    const { staff, totp } = await staffWithTwoFactor();
    const [first, second] = [await atSecondStep(staff.email), await atSecondStep(staff.email)];
    const code = codeAt(totp, 1);

    const used = await post('/api/auth/two-factor/verify-totp', { code }, first);
    expect(used.status).toBe(200);
    await expectSignedIn(sessionCookie(used), staff.email);

    const replayed = await post('/api/auth/two-factor/verify-totp', { code }, second);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'That code has been used already. Wait for your app to show a new one.' },
    });
    expect(sessionCookie(replayed)).not.toMatch(/session_token=[^;]/);
    await expectSignedOut(second);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('is used once when two sign-ins send it at the same moment', async () => {
    const { staff, totp } = await staffWithTwoFactor();
    const pending = await Promise.all([1, 2, 3, 4].map(() => atSecondStep(staff.email)));
    const code = codeAt(totp, 1);
    const answers = await Promise.all(pending.map((cookie) => post('/api/auth/two-factor/verify-totp', { code }, cookie)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401, 401]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('that turned two-factor on signs nobody in, nor does an earlier code once a later one was used', async () => {
    const staff = await insertUser(t.db, { companyId, role: 'staff' });
    const cookie = await t.signIn(staff.email);
    const setup = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    const totp = OTPAuth.URI.parse(((await setup.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
    const enabling = codeAt(totp, 1);
    expect((await post('/api/auth/two-factor/verify-totp', { code: enabling }, cookie)).status).toBe(200);

    const pending = await atSecondStep(staff.email);
    expect((await post('/api/auth/two-factor/verify-totp', { code: enabling }, pending)).status).toBe(401);
    // The app's previous code is still within the 30 s either side better-auth allows, but older than the one used.
    expect((await post('/api/auth/two-factor/verify-totp', { code: codeAt(totp, 0) }, pending)).status).toBe(401);
    expect((await me(pending)).status).toBe(401);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('no answer carries a raw session token', () => {
  it('signing in answers the user without the token; the session is in the httpOnly cookie only', async () => {
    const res = await signIn('staff-a@example.test');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty('token');
    expect(body.user).toMatchObject({ email: 'staff-a@example.test' });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    // The cookie's value is the token, a dot and its signature.
    const token = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(20);
    expect(JSON.stringify(body)).not.toContain(token);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('nor does turning two-factor on, or finishing a sign-in with an authenticator code or a backup code', async () => {
    const staff = await insertUser(t.db, { companyId, role: 'staff' });
    const cookie = await t.signIn(staff.email);
    const setup = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    const { totpURI, backupCodes } = (await setup.json()) as { totpURI: string; backupCodes: string[] };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const turnedOn = await post('/api/auth/two-factor/verify-totp', { code: codeAt(totp, 0) }, cookie);
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).not.toHaveProperty('token');

    const withCode = await post('/api/auth/two-factor/verify-totp', { code: codeAt(totp, 1) }, sessionCookie(await signIn(staff.email)));
    expect(withCode.status).toBe(200);
    expect(await withCode.json()).not.toHaveProperty('token');
    const withBackup = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, sessionCookie(await signIn(staff.email)));
    expect(withBackup.status).toBe(200);
    expect(await withBackup.json()).not.toHaveProperty('token');
  });

  it('and the session list is not served (GET /api/auth/list-sessions is a 404)', async () => {
    expect((await t.request('GET', '/api/auth/list-sessions', undefined, { cookie: staffCookie })).status).toBe(404);
  });
});
