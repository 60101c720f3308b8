import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { seedSiteContent } from '../../src/server/db/seed-site-content';
import { silentLogger } from '../../src/server/lib/logger';
import { PUBLIC_PAGE_PATHS } from '../../src/shared/site-pages';
import { PORTAL_PATH_PREFIXES } from '../../src/client/lib/portal-paths';
import { paths } from '../../src/client/lib/paths';
import { insertCompany } from '../../src/server/db/insert-company';
import { TEST_PASSWORD } from '../factories/users';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp, nextIp, sessionCookie, testConfig } from '../setup/test-app';

/**
 * Browser-facing protections, through the app as a browser meets it: the CSP on every page, HSTS
 * only over https, the session cookie's attributes, and the origin check that stops one
 * company's site (or any other) from changing data on another's.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let clientDir: string;
const A = 'demo.localhost';
const B = 'acme.localhost';

const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <!-- arbour:page-head: replaced per page -->
    <title>Arbour</title>
    <!-- /arbour:page-head -->
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'arbour-client-'));
  await writeFile(path.join(clientDir, 'index.html'), indexHtml);
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'index-test.js'), 'export {};\n');
  t = await createTestApp({ clientDir });
  world = await createTwoTenantWorld(t.db);
  await seedSiteContent(t.db, world.tenantA.company);
  await seedSiteContent(t.db, world.tenantB.company);
  await insertCompany(t.db, { name: 'Pine Cabins', subdomain: 'pine', isActive: false });
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** The CSP's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectStrictCsp(res: Response, what: string) {
  const csp = directives(res.headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
}

/** Scripts the CSP would block: any without src that the browser would run. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!).filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));
}

describe('every HTML response', () => {
  const pages: [string, string, number][] = [
    ...PUBLIC_PAGE_PATHS.map((p) => [p, A, 200] as [string, string, number]),
    ...PUBLIC_PAGE_PATHS.map((p) => [p, B, 200] as [string, string, number]),
    ...PORTAL_PATH_PREFIXES.map((p) => [p, A, 200] as [string, string, number]),
    [paths.galleryAdmin, A, 200],
    [paths.configuratorAdmin, A, 200],
    ['/invitations/some-token', A, 200],
    ['/no-such-page', A, 200],
    ['/', 'nowhere.localhost', 404],
    ['/dashboard', 'nowhere.localhost', 404],
    ['/', 'pine.localhost', 503],
    ['/login', 'pine.localhost', 503],
  ];

  it.each(pages)('%s on %s has a CSP without inline scripts, and none in the page', async (pathname, host, status) => {
    const res = await t.request('GET', pathname, undefined, { host });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectStrictCsp(res, `${host}${pathname}`);
    expect(inlineScripts(await res.text())).toEqual([]);
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over https', async () => {
    const http = await t.request('GET', '/', undefined, { host: A });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    const https = await t.request('GET', '/', undefined, { host: A, headers: { 'x-forwarded-proto': 'https' } });
    const hsts = https.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    const api = await t.request('GET', '/api/company', undefined, { host: A, headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('ignores X-Forwarded-Proto from a client when the app is not behind a trusted proxy', async () => {
    const { app } = createApp({ db: t.db, config: testConfig({ trustProxy: false, clientDir }), logger: silentLogger });
    const res = await app.request(`http://${A}/`, { headers: { host: A, 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the session cookie', () => {
  async function signInCookies(headers: Record<string, string>) {
    const res = await t.request('POST', '/api/auth/sign-in/email', { email: 'a1@example.test', password: TEST_PASSWORD }, { host: A, ip: nextIp(), headers });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
    expect(session, cookies.join('\n')).toBeDefined();
    return { session: session!, all: cookies, res };
  }

  it('is HttpOnly and SameSite=Lax over http', async () => {
    const { session } = await signInCookies({});
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/;\s*Domain=/i);
  });

  it('is also Secure over https behind the proxy, and still signs the person in', async () => {
    const { session, all } = await signInCookies({ 'x-forwarded-proto': 'https', origin: `https://${A}` });
    for (const cookie of all) expect(cookie).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    const me = await t.request('GET', '/api/me', undefined, { host: A, cookie: sessionCookie(new Response(null, { headers: all.map((c) => ['set-cookie', c] as [string, string]) })), headers: { 'x-forwarded-proto': 'https' } });
    expect(me.status).toBe(200);
  });
});

describe('a state-changing request from another site', () => {
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = await t.signIn('a1@example.test');
    admin = await t.signIn('admin-a@example.test');
  });

  const send = (method: string, pathname: string, body: unknown, cookie: string, origin?: string, extra: Record<string, string> = {}) =>
    t.request(method, pathname, body, { host: A, cookie, headers: { ...(origin ? { origin } : {}), ...extra } });
  const ticketCount = async () => ((await (await send('GET', '/api/tickets', undefined, customer)).json()) as { items?: unknown[] } | unknown[]);

  const foreignOrigins = [`http://${B}`, 'https://evil.example', `https://${A}`, 'null', `http://${A}.evil.example`];

  it.each(foreignOrigins)('from %s is refused with 403 JSON for POST, PUT, PATCH and DELETE, and changes nothing', async (origin) => {
    const before = await ticketCount();
    const attempts = [
      send('POST', '/api/tickets', { subject: 'From elsewhere', description: 'Posted by another site' }, customer, origin),
      send('PUT', '/api/tickets/settings', { responseTargetHours: 99 }, admin, origin),
      send('PATCH', `/api/tickets/${world.projects.projectA1.id}`, { status: 'closed' }, admin, origin),
      send('DELETE', '/api/settings/logo', undefined, admin, origin),
      send('POST', '/api/auth/sign-out', {}, customer, origin),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'FOREIGN_ORIGIN', message: expect.any(String) } });
    }
    expect(await ticketCount()).toEqual(before);
    const settings = await (await send('GET', '/api/tickets/settings', undefined, admin)).json();
    expect(settings.responseTargetHours).not.toBe(99);
    // The customer is still signed in: the sign-out was refused too.
    expect((await send('GET', '/api/me', undefined, customer)).status).toBe(200);
  });

  it('without an Origin but marked cross-site by the browser is refused', async () => {
    const res = await send('POST', '/api/tickets', { subject: 'x', description: 'y' }, customer, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    const sameSite = await send('POST', '/api/tickets', { subject: 'x', description: 'y' }, customer, undefined, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
  });

  it('from the same origin goes through', async () => {
    const origin = `http://${A}`;
    const ticket = await send('POST', '/api/tickets', { subject: 'Door sticks', description: 'The bifold door sticks in the rain' }, customer, origin, { 'sec-fetch-site': 'same-origin' });
    expect(ticket.status).toBe(201);
    const { id } = (await ticket.json()) as { id: string };
    expect((await send('PUT', '/api/tickets/settings', { responseTargetHours: 12 }, admin, origin)).status).toBe(200);
    expect((await (await send('GET', '/api/tickets/settings', undefined, admin)).json()).responseTargetHours).toBe(12);
    expect((await send('PATCH', `/api/tickets/${id}`, { status: 'closed' }, admin, origin)).status).toBe(200);
    expect((await send('DELETE', '/api/settings/logo', undefined, admin, origin)).status).toBe(200);
    // Behind the proxy, the same origin is the https one.
    expect((await send('PUT', '/api/tickets/settings', { responseTargetHours: 24 }, admin, `https://${A}`, { 'x-forwarded-proto': 'https' })).status).toBe(200);
  });
});
