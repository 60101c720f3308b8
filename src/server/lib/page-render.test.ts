import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { queuedLink } from '../../../tests/setup/outbox-links';
import { createTestApp, testConfig } from '../../../tests/setup/test-app';
import type { PageState } from '../../shared/page-render';
import { createApp } from '../app';
import { parseCookies } from './cookies';
import { sessions } from '../db/schema/auth';
import { companies } from '../db/schema/companies';
import { seedConfiguratorOptions } from '../db/seed-configurator';
import { seedSiteContent } from '../db/seed-site-content';
import { createLogger } from './logger';
import { withBootScript, withRenderedRoot } from './page-render';

// A build as `npm run build` leaves it: the client with its boot entry, and the page renderer beside it.
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <!-- arbour:page-head -->
    <title>Arbour</title>
    <!-- /arbour:page-head -->
    <script type="module" crossorigin src="/assets/index-one.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-one.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-one.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-one.js' },
  'src/client/boot.ts': { file: 'assets/boot-one.js', isEntry: true },
};

/** Reads no loader made, as the renderer reports them (query hashes), one of them with markup in it. */
const UNLOADED = ['["notes","p-1"]', '["x","<img src=x onerror=alert(1)>&"]'];

// Stands in for the renderer built from src/client/entry-server.tsx (src/shared/page-render.ts):
// what the server knows goes into the cache, the "loaders" read through fetchApi as the visitor,
// and the page shows what it was given. A portal page for nobody signed in is not its to render.
const RENDERER = `export async function renderPage({ url, fetchApi, timeZone, known }) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/faqs' || searchParams.has('fail')) throw new Error('this page fails to render');
  if (pathname.startsWith('/dashboard') && !known.me) return null;
  const queries = [];
  let complete = true;
  const put = (queryKey, data) => queries.push({ queryKey, queryHash: JSON.stringify(queryKey), state: { data, status: 'success', dataUpdatedAt: 1 } });
  const load = async (queryKey, apiPath, select = (body) => body, notFound) => {
    const response = await fetchApi(apiPath);
    if (response.ok) put(queryKey, select(await response.json()));
    else if (response.status === 404 && notFound !== undefined) put(queryKey, notFound);
    else complete = false;
  };
  put(['company'], known.company);
  put(['me'], known.me);
  if (known.siteContent) put(['site-content'], known.siteContent);
  if (pathname === '/configurator') {
    await load(['demo-accounts'], '/api/demo/accounts', (body) => body.accounts, null);
    await load(['configurator-options', 'public'], '/api/configurator/options', (body) => body.options);
  }
  if (pathname.startsWith('/invitations/')) await load(['invitation'], '/api/invitations/' + pathname.split('/')[2]);
  if (known.me && known.me.projectId && pathname === '/dashboard') await load(['projects', known.me.projectId], '/api/projects/' + known.me.projectId);
  const peek = searchParams.get('peek');
  if (peek) put(['peek', (await fetchApi('/api/projects/' + peek)).status], null);
  const keys = queries.map((q) => q.queryKey.join(':')).join(' ');
  const header = known.me ? 'Signed in as ' + known.me.name.replace(/[<>&"]/g, '') : 'Login';
  return {
    html: '<main data-path="' + pathname + '" data-zone="' + timeZone + '"><header>' + header + '</header>' + keys + '</main>',
    status: pathname.startsWith('/no-such') ? 404 : 200,
    state: { dehydrated: { mutations: [], queries }, loaderData: { root: null, page: { path: pathname } } },
    complete,
    unloaded: searchParams.has('unloaded') ? ${JSON.stringify(UNLOADED)} : [],
  };
}
`;

const IN_LONDON = 'tz=Europe%2FLondon';
const BOOT_SCRIPT = '<script type="module" src="/assets/boot-one.js" data-app="/assets/index-one.js" data-prefetch="/assets/index-one.js /assets/react-one.js"></script>';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let clientDir: string;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  const build = await mkdtemp(path.join(tmpdir(), 'arbour-build-'));
  clientDir = path.join(build, 'client');
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await mkdir(path.join(build, 'ssr'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(build, 'ssr', 'entry-server.js'), RENDERER);
  const logger = createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  t = await createTestApp({ clientDir, demoMode: true }, { logger });
  world = await createTwoTenantWorld(t.db);
  // A demo company, so its sample accounts' list is read (empty here).
  await t.db.update(companies).set({ isDemo: true }).where(eq(companies.id, world.tenantA.company.id));
  await seedSiteContent(t.db, world.tenantA.company);
  await seedSiteContent(t.db, world.tenantB.company);
  await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');
  await seedConfiguratorOptions(t.db, world.tenantB.company.id, 'acme');
});

type Inlined = { state?: PageState; company?: { name: string }; siteContent?: unknown };

async function page(pathname: string, options: { host?: string; cookie?: string; app?: typeof t.app } = {}) {
  const host = options.host ?? 'demo.localhost';
  const res = options.app
    ? await options.app.request(`http://${host}${pathname}`, { headers: { host, 'x-forwarded-for': '192.0.2.1' } })
    : await t.request('GET', pathname, undefined, { host, cookie: options.cookie });
  const html = await res.text();
  const json = /<script id="arbour-data" type="application\/json">([^]*?)<\/script>/.exec(html)?.[1];
  const inlined = json ? (JSON.parse(json) as Inlined) : undefined;
  const query = (key: string) => inlined?.state?.dehydrated.queries.find((q) => q.queryKey.join(':') === key)?.state;
  return { res, html, inlined, query, data: (key: string) => query(key)?.data };
}

async function api(pathname: string, host = 'demo.localhost') {
  return (await t.request('GET', pathname, undefined, { host })).json();
}

/** Left to the browser: the empty root, the app's own entry, and the company's data as the head gives it, no render state. */
function expectLeftToBrowser(p: Awaited<ReturnType<typeof page>>) {
  expect(p.html).toContain('<div id="root"></div>');
  expect(p.html).not.toContain('data-ssr');
  expect(p.html).toContain('<script type="module" crossorigin src="/assets/index-one.js"></script>');
  expect(p.html).not.toContain('boot-one.js');
  expect(p.inlined?.state).toBeUndefined();
  expect(p.inlined?.company).toBeDefined();
}

describe('a public page rendered on the server', () => {
  it('arrives as HTML with only the boot script, which loads the app on interaction, and its render state inlined', async () => {
    const { res, html, inlined } = await page('/pricing');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-ssr><main data-path="/pricing" data-zone="Europe/London"><header>Login</header>company me site-content</main></div>');
    expect(html).toContain(BOOT_SCRIPT);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-one.js"');
    // The state alone: the company and content are in its cache, not given again beside it.
    expect(Object.keys(inlined ?? {})).toEqual(['state']);
    expect(inlined?.state?.loaderData).toEqual({ root: null, page: { path: '/pricing' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('is given what GET /api/company and GET /api/site-content answer, and nobody signed in', async () => {
    for (const host of ['demo.localhost', world.tenantB.host]) {
      const p = await page('/gallery', { host });
      expect(p.data('company')).toEqual(await api('/api/company', host));
      expect(p.data('site-content')).toEqual(await api('/api/site-content', host));
      // Nobody signed in: said, not left for the browser to ask.
      expect(p.query('me')).toMatchObject({ data: null, status: 'success' });
    }
  });

  it("is rendered with what its loaders read through the app's API, inlined for the browser to hydrate with", async () => {
    const { html, data } = await page('/configurator');
    expect(html).toContain('company me site-content demo-accounts configurator-options:public</main>');
    expect((data('configurator-options:public') as unknown[]).length).toBeGreaterThan(0);
    expect(data('configurator-options:public')).toEqual((await api('/api/configurator/options')).options);
    // Demo mode is on here: the sample accounts' list (null when it is off).
    expect(data('demo-accounts')).toBeInstanceOf(Array);
  });

  it('names a signed-in visitor, for this browser alone, and never puts them in an anonymous copy', async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    const home = await page('/', { cookie });
    expect(home.html).toContain(`<header>Signed in as ${world.users.customerA1.name}</header>`);
    expect((home.data('me') as { email: string }).email).toBe(world.users.customerA1.email);
    // For this browser alone: never a shared cache, and never the service worker's offline copy.
    expect(home.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(home.res.headers.get('vary')).toMatch(/cookie/i);

    const anonymous = await page('/');
    expect(anonymous.html).toContain('<header>Login</header>');
    expect(anonymous.html).not.toContain(world.users.customerA1.email);
    expect(anonymous.data('me')).toBeNull();
    expect(anonymous.res.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the login page of a signed-in visitor to the browser, which sends them on', async () => {
    const login = await page('/login', { cookie: `${await t.signIn(world.users.customerA1.email)}; ${IN_LONDON}` });
    expect(login.res.status).toBe(200);
    expectLeftToBrowser(login);
    // Signed out, the login page is rendered.
    expect((await page('/login')).html).toContain('<div id="root" data-ssr><main data-path="/login"');
  });

  it("never carries another company's data, nor a session from another company", async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    const acme = await page('/configurator', { host: world.tenantB.host, cookie });
    expect(acme.html).toContain('<header>Login</header>');
    expect(acme.data('me')).toBeNull();
    expect((acme.data('company') as { name: string }).name).toBe('Acme Garden Buildings');
    expect(acme.html).not.toContain(world.users.customerA1.email);
    expect(acme.html).not.toContain('Arbour Garden Rooms');
    expect(acme.data('configurator-options:public')).toEqual((await api('/api/configurator/options', world.tenantB.host)).options);
    expect(acme.data('configurator-options:public')).not.toEqual((await page('/configurator')).data('configurator-options:public'));
  });

  it('is left to the browser when the renderer fails, and the failure is logged', async () => {
    const p = await page('/faqs');
    expect(p.res.status).toBe(200);
    expectLeftToBrowser(p);
    // The public page's head still gives the browser the company and its content.
    expect(p.inlined?.siteContent).toEqual(await api('/api/site-content'));
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'page render failed', path: '/faqs' }));
  });
});

describe('a page outside the sitemap', () => {
  it.each(['/forgot-password', '/reset-password?token=abc'])('%s is rendered for a visitor with no session, signed out, unlisted and for this browser alone', async (pathname) => {
    const { res, html, data } = await page(pathname);
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root" data-ssr><main data-path="${pathname.split('?')[0]}" data-zone="Europe/London"><header>Login</header>company me</main>`);
    expect(html).toContain(BOOT_SCRIPT);
    expect(data('me')).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // A reset link's address carries its token: never a shared cache, nor the service worker's offline copy.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('is rendered naming a signed-in visitor, who needs no time zone for it', async () => {
    const { html, data } = await page('/reset-password?token=abc', { cookie: await t.signIn(world.users.customerA1.email) });
    expect(html).toContain(`<div id="root" data-ssr><main data-path="/reset-password" data-zone="Europe/London"><header>Signed in as ${world.users.customerA1.name}</header>`);
    expect((data('me') as { email: string }).email).toBe(world.users.customerA1.email);
  });

  it('renders an invitation read through the API as anyone may read it, for this browser alone, and leaves one whose read fails to the browser', async () => {
    const invite = await t.request('POST', '/api/customers', { name: 'Ivy Invited', email: 'ivy-invited@example.test' }, { cookie: await t.signIn(world.users.staffA.email) });
    expect(invite.status).toBe(201);
    const link = new URL(await queuedLink(t.db, 'ivy-invited@example.test', 'invitation')).pathname;
    const { res, html, data } = await page(link, { cookie: IN_LONDON });
    expect(html).toContain(`<div id="root" data-ssr><main data-path="${link}" data-zone="Europe/London"><header>Login</header>company me invitation</main>`);
    expect(JSON.stringify(data('invitation'))).toContain('Ivy Invited');
    // It names the person invited and its address carries the token.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    // A read that fails (a used or unknown link) would show its error: the browser renders the page, asking again.
    const failed = await page('/invitations/not-a-real-token');
    expect(failed.res.status).toBe(200);
    expectLeftToBrowser(failed);
  });

  it('renders the not-found page for an unknown path, answering 404, signed in or not', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('<div id="root" data-ssr><main data-path="/no-such-page" data-zone="Europe/London"><header>Login</header>company me</main>');
    expect(unknown.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(unknown.html).toContain(BOOT_SCRIPT);

    const signedIn = await page('/no-such-page', { cookie: await t.signIn(world.users.customerA1.email) });
    expect(signedIn.res.status).toBe(404);
    expect(signedIn.html).toContain(`<header>Signed in as ${world.users.customerA1.name}</header>company me</main>`);
  });
});

describe('a signed-in page rendered on the server', () => {
  it("arrives with the visitor's own data inlined, written in their time zone, for them alone", async () => {
    const { projectA1 } = world.projects;
    const { res, html, data } = await page('/dashboard', { cookie: `${await t.signIn(world.users.customerA1.email)}; tz=Europe%2FParis` });
    expect(html).toContain(`<div id="root" data-ssr><main data-path="/dashboard" data-zone="Europe/Paris"><header>Signed in as ${world.users.customerA1.name}</header>company me projects:${projectA1.id}</main>`);
    expect(html).toContain(BOOT_SCRIPT);
    expect((data(`projects:${projectA1.id}`) as { name: string }).name).toBe(projectA1.name);
    expect((data('me') as { email: string }).email).toBe(world.users.customerA1.email);
    // Not a public page: no site content is read for it.
    expect(data('site-content')).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('reads as the visitor, so it can show nothing they could not fetch themselves', async () => {
    const { projectA2 } = world.projects;
    const { html } = await page(`/dashboard?peek=${projectA2.id}`, { cookie: `${await t.signIn(world.users.customerA1.email)}; ${IN_LONDON}` });
    expect(html).toMatch(/peek:(403|404)/);
    expect(html).not.toContain(projectA2.name);
  });

  it('passes on a session it extended, even when the page is then left to the browser', async () => {
    const session = await t.signIn(world.users.customerA1.email);
    const value = parseCookies(session).get('better-auth.session_token')!;
    // Due for extending: past the one-day update age, still live.
    const nearlyExpired = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(sessions).set({ expiresAt: nearlyExpired }).where(eq(sessions.token, value.slice(0, value.lastIndexOf('.'))));
    const p = await page('/dashboard?fail=1', { cookie: `${session}; ${IN_LONDON}` });
    expectLeftToBrowser(p);
    const renewed = p.res.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=\d{6,}/);
    expect(p.res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('is left to the browser for a visitor who is not signed in here, or whose time zone it does not know yet', async () => {
    const session = await t.signIn(world.users.customerA1.email);
    const cookie = `${session}; ${IN_LONDON}`;
    const cases = {
      'no session cookie': await page('/dashboard', { cookie: IN_LONDON }),
      // Signed in, but no page of the site has told the server the browser's time zone.
      'no tz cookie': await page('/dashboard', { cookie: session }),
      'a tz cookie naming no zone': await page('/dashboard', { cookie: `${session}; tz=Mars%2FOlympus` }),
      // Another company's host: the session is not this company's.
      "another company's host": await page('/dashboard', { host: world.tenantB.host, cookie }),
      // A session cookie that names no session (signed out, or made up).
      'a made-up session': await page('/dashboard', { cookie: `better-auth.session_token=made-up.value; ${IN_LONDON}` }),
    };
    for (const [name, p] of Object.entries(cases)) {
      expect(p.res.status, name).toBe(200);
      expectLeftToBrowser(p);
      expect(p.html, name).not.toContain(world.users.customerA1.email);
    }
    expect(cases["another company's host"].inlined?.company?.name).toBe('Acme Garden Buildings');
  });
});

describe('a page rendered with reads no loader made', () => {
  it('marks the root with them in development, for the browser to report, and logs them', async () => {
    const { res, html } = await page('/pricing?unloaded');
    expect(res.status).toBe(200);
    // The query hashes with nothing that could end the attribute or start markup.
    expect(html).toContain('<div id="root" data-ssr data-unloaded="[notes,p-1] [x,img src=x onerror=alert(1)]"><main data-path="/pricing"');
    expect(html).not.toContain('<img');
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'page rendered without loader data', path: '/pricing', unloaded: UNLOADED }));
    // A page whose loaders loaded everything carries no mark.
    expect((await page('/pricing')).html).not.toContain('data-unloaded');
  });

  it('carries no mark in production, where the log alone says so', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = createApp({
      db: t.appDb,
      config: testConfig({ clientDir, isProduction: true }),
      logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    const { res, html } = await page('/pricing?unloaded', { app });
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-ssr><main data-path="/pricing"');
    expect(html).not.toContain('data-unloaded');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'page rendered without loader data', path: '/pricing', unloaded: UNLOADED }));
  });
});

describe('the page template', () => {
  it('takes the rendered page only where the empty root is, and its text as it is', () => {
    expect(withRenderedRoot('<div id="root"></div>', '<p>$& $1</p>')).toBe('<div id="root" data-ssr><p>$& $1</p></div>');
    expect(withRenderedRoot('<div id="root"></div>', '<p>$&</p>', '<div id="root" data-ssr data-unloaded="a">')).toBe('<div id="root" data-ssr data-unloaded="a"><p>$&</p></div>');
    expect(withRenderedRoot('<div id="app"></div>', '<p></p>')).toBeNull();
  });

  it('swaps the entry and its preloads for the boot script, which fetches them once the page is idle', () => {
    const html = withBootScript(INDEX_HTML, 'assets/boot-one.js', 'assets/index-one.js');
    expect(html).not.toMatch(/modulepreload|crossorigin src/);
    expect(html).toContain(BOOT_SCRIPT);
  });

  it("adds the page's own chunks to what the boot script fetches, each once, and only file names", () => {
    const html = withBootScript(INDEX_HTML, 'assets/boot-one.js', 'assets/index-one.js', ['assets/index-one.js', 'assets/dashboard-one.js', 'assets/react-one.js', 'assets/x" onload="y.js']);
    expect(html).toContain('data-prefetch="/assets/index-one.js /assets/dashboard-one.js /assets/react-one.js"');
  });
});
