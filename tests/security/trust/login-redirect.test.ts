import { beforeAll, describe, expect, it } from 'vitest';
import { postLoginPath } from '../../../src/client/lib/redirect';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp, nextIp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, row 8: the login page checked `redirectTo` for '//' before normalising it, so
 * /login?redirectTo=%2F..%2F%2Fevil.com became '//evil.com' (another host to a browser; React
 * Router refused it and the user saw an error screen instead of the dashboard). The target is now
 * resolved against the page's origin first, then must be the same origin with a path that starts
 * with a single '/'.
 */
const ORIGIN = 'http://demo.localhost:3000';

describe('the login page after signing in', () => {
  it('goes to the dashboard from /login?redirectTo=%2F..%2F%2Fevil.com and every other way to name another site', () => {
    for (const loginUrl of [
      '/login?redirectTo=%2F..%2F%2Fevil.com',
      '/login?redirectTo=%2F.%2F%2Fevil.com',
      '/login?redirectTo=%2Fx%2F..%2F%2Fevil.com',
      '/login?redirectTo=%2F%252e%252e%2F%2Fevil.com',
      '/login?redirectTo=https%3A%2F%2Fevil.com',
      '/login?redirectTo=javascript%3Aalert(1)',
      '/login?redirectTo=%2F%5Cevil.com',
    ]) {
      const redirectTo = new URL(loginUrl, ORIGIN).searchParams.get('redirectTo');
      expect(postLoginPath(redirectTo, '/dashboard', ORIGIN), loginUrl).toBe('/dashboard');
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('still goes back to a page of the site, normalised', () => {
    expect(postLoginPath('/x/../contracts?contract=c1', '/dashboard', ORIGIN)).toBe('/contracts?contract=c1');
    expect(postLoginPath('/messages', '/dashboard', ORIGIN)).toBe('/messages');
  });
});

describe('the server takes no redirect target from a sign-in or a reset request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await createTwoTenantWorld(t.db);
  });

  it('answers a sign-in with callbackURL /..//evil.com without sending anyone there', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', { email: 'a1@example.test', password: 'password123', callbackURL: '/..//evil.com', rememberMe: true }, { ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).not.toContain('evil.com');
  });

  it('links a reset asked for with redirectTo /..//evil.com to the company, not to it', async () => {
    const res = await t.request('POST', '/api/auth/request-password-reset', { email: 'a1@example.test', redirectTo: '/..//evil.com' }, { ip: nextIp() });
    expect(res.status).toBe(200);
    const [email] = await t.db.select().from(emailOutbox);
    expect(email!.secretValues?.link).toMatch(/^http:\/\/demo\.localhost\/reset-password\?token=/);
    expect(JSON.stringify(email)).not.toContain('evil.com');
  });
});
