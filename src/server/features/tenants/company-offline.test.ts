import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../db/insert-company';
import { insertUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { runTenantActiveCommand } from '../../cli/tenant-activate-command';

let t: Awaited<ReturnType<typeof createTestApp>>;
const host = 'oak.localhost';

beforeAll(async () => {
  t = await createTestApp();
  const oak = await insertCompany(t.db, { name: 'Oak <& Ash> Rooms', subdomain: 'oak' });
  await insertUser(t.db, { companyId: oak.id, email: 'admin@oak.test', role: 'admin' });
});

const deactivate = (...argv: string[]) => runTenantActiveCommand(t.db, argv, false);
const activate = (...argv: string[]) => runTenantActiveCommand(t.db, argv, true);

describe('a deactivated company', () => {
  it('is taken offline and back by the commands, its site and API following at once', async () => {
    const cookie = await t.signIn('admin@oak.test', undefined, { host });

    expect(await deactivate('--subdomain', 'oak')).toEqual({
      ok: true,
      message: 'Oak <& Ash> Rooms (oak) is now offline: its site shows an offline page and its API answers 503 COMPANY_OFFLINE.',
    });

    // The API: 503 with its own code, for anonymous callers and signed-in ones alike.
    for (const cookieSent of [undefined, cookie]) {
      const api = await t.request('GET', '/api/settings', undefined, { host, cookie: cookieSent });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: { code: 'COMPANY_OFFLINE', message: 'Oak <& Ash> Rooms is offline.' } });
    }
    // Signing in is refused too.
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { email: 'admin@oak.test', password: 'password123' }, { host });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.getSetCookie()).toEqual([]);

    // Pages: one that names the company (as text) and says so, not "Company not found".
    const page = await t.request('GET', '/dashboard', undefined, { host });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Oak &#60;&#38; Ash&#62; Rooms is offline</h1>');
    expect(html).not.toContain('<& Ash>');
    expect(html).not.toContain('Company not found');

    expect(await activate('--subdomain=oak')).toEqual({ ok: true, message: 'Oak <& Ash> Rooms (oak) is back online: its site, portal and API answer again.' });
    expect((await t.request('GET', '/api/settings', undefined, { host, cookie })).status).toBe(200);
  });

  it('says when nothing changes, and refuses unknown or malformed subdomains', async () => {
    expect(await activate('--subdomain', 'OAK')).toEqual({ ok: true, message: 'Oak <& Ash> Rooms (oak) is already online; nothing changed.' });
    expect(await deactivate('--subdomain', 'nobody')).toEqual({ ok: false, message: 'No company has the subdomain "nobody".' });
    for (const argv of [[], ['--subdomain'], ['--subdomain', '-oak'], ['--subdomain', 'oak.evil'], ['oak'], ['--name', 'oak']]) {
      const result = await deactivate(...argv);
      expect(result.ok).toBe(false);
      expect(result.message).toContain('Usage: npm run tenant:deactivate -- --subdomain <subdomain>');
    }
    expect((await t.request('GET', '/api/company', undefined, { host })).status).toBe(200);
  });
});
