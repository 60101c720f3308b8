import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { queuedLink } from '../../../tests/setup/outbox-links';
import { createTestApp } from '../../../tests/setup/test-app';
import type { InlinedQuery } from '../../shared/page-render';
import { parseCookies } from '../auth/session-fast-path';
import { sessions } from '../db/schema/auth';
import { companies } from '../db/schema/companies';
import { seedConfiguratorOptions } from '../db/seed-configurator';
import { seedSiteContent } from '../db/seed-site-content';
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

// Stands in for the renderer built from src/client/entry-server.tsx: it shows what it was given,
// and on a signed-in page reads the visitor's project (and any project `?peek=` names) as the app would.
const RENDERER = `export async function renderPage({ url, queries, fetchApi, notFoundOnly }) {
  const { pathname, searchParams } = new URL(url);
  // The router's catch-all: any path starting /no-such here.
  const notFound = pathname.startsWith('/no-such');
  if (notFoundOnly && !notFound) return null;
  if (pathname === '/faqs' || searchParams.has('fail')) throw new Error('this page fails to render');
  const all = [...queries];
  let complete = true;
  if (fetchApi && pathname.startsWith('/invitations/')) {
    const invitation = await fetchApi('/api/invitations/' + pathname.split('/')[2]);
    if (invitation.ok) all.push({ queryKey: ['invitation'], data: await invitation.json() });
    else complete = false;
  }
  if (fetchApi) {
    const me = queries.find((q) => q.queryKey[0] === 'me').data;
    const own = me && me.projectId && (await fetchApi('/api/projects/' + me.projectId));
    if (own && own.ok) all.push({ queryKey: ['projects', me.projectId], data: await own.json() });
    const peek = searchParams.get('peek');
    if (peek) all.push({ queryKey: ['peek', (await fetchApi('/api/projects/' + peek)).status], data: null });
  }
  const keys = all.map((q) => q.queryKey.join(':')).join(' ');
  return { html: '<main data-path="' + pathname + '">' + keys + '</main>', status: notFound ? 404 : 200, queries: all, complete };
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  const build = await mkdtemp(path.join(tmpdir(), 'arbour-build-'));
  const clientDir = path.join(build, 'client');
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await mkdir(path.join(build, 'ssr'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(build, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ clientDir, demoMode: true });
  world = await createTwoTenantWorld(t.db);
  // A demo company, so its login page lists sample accounts (none here).
  await t.db.update(companies).set({ isDemo: true }).where(eq(companies.id, world.tenantA.company.id));
  await seedSiteContent(t.db, world.tenantA.company);
  await seedSiteContent(t.db, world.tenantB.company);
  await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');
  await seedConfiguratorOptions(t.db, world.tenantB.company.id, 'acme');
});

async function page(pathname: string, options: { host?: string; cookie?: string } = {}) {
  const res = await t.request('GET', pathname, undefined, { host: options.host ?? 'demo.localhost', cookie: options.cookie });
  const html = await res.text();
  const data = /<script id="arbour-data" type="application\/json">([^]*?)<\/script>/.exec(html)?.[1];
  const inlined = data ? (JSON.parse(data) as { company: { name: string }; queries?: InlinedQuery[] }) : undefined;
  return { res, html, inlined, query: (key: string) => inlined?.queries?.find((q) => q.queryKey.join(':') === key) };
}

describe('a public page rendered on the server', () => {
  it('arrives as HTML with only the boot script, which loads the app on interaction', async () => {
    const { res, html } = await page('/pricing');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-ssr><main data-path="/pricing">');
    expect(html).toContain('<script type="module" src="/assets/boot-one.js" data-app="/assets/index-one.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-one.js"');
  });

  it("is rendered with the page's own data, which is inlined for the browser to hydrate with", async () => {
    const { html, query } = await page('/configurator');
    expect(html).toContain('company site-content me demo-accounts configurator-options:public');
    const options = query('configurator-options:public')?.data as { name: string }[];
    expect(options.length).toBeGreaterThan(0);
    // Nobody signed in: said, not left for the browser to ask.
    expect(query('me')).toMatchObject({ queryKey: ['me'], data: null });
    // Demo mode is on here: the sample accounts' list (null when it is off).
    expect(query('demo-accounts')?.data).toBeInstanceOf(Array);
  });

  it("shows a signed-in visitor as themselves, and sends them on from the login page without rendering it", async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    const home = await page('/', { cookie });
    expect((home.query('me')?.data as { email: string }).email).toBe(world.users.customerA1.email);
    // For this browser alone: never a shared cache, and never the service worker's offline copy.
    expect(home.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(home.res.headers.get('vary')).toMatch(/cookie/i);
    expect((await page('/')).res.headers.get('cache-control')).toBe('no-cache');

    const login = await page('/login', { cookie });
    expect(login.html).toContain('<div id="root"></div>');
    expect(login.html).toContain('src="/assets/index-one.js"');
  });

  it("never carries another company's data, nor a session from another company", async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    const acme = await page('/configurator', { host: world.tenantB.host, cookie });
    expect(acme.inlined?.company.name).toBe('Acme Garden Buildings');
    expect(acme.query('me')?.data).toBeNull();
    const acmeOptions = JSON.stringify(acme.query('configurator-options:public')?.data);
    const demoOptions = JSON.stringify((await page('/configurator')).query('configurator-options:public')?.data);
    expect(acmeOptions).not.toBe(demoOptions);
  });

  it('falls back to rendering in the browser when the renderer fails', async () => {
    const { res, html } = await page('/faqs');
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-one.js"></script>');
  });

  it('leaves the password and invitation pages to the browser when the visitor has a session, as it knows who is signed in', async () => {
    const { html } = await page('/reset-password?token=abc', { cookie: `${await t.signIn(world.users.customerA1.email)}; tz=Europe%2FLondon` });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('boot-one.js');
  });
});

describe('a page outside the sitemap rendered for a visitor with no session', () => {
  it.each(['/forgot-password', '/reset-password?token=abc'])('%s arrives as HTML with the boot script, signed out, unlisted and for this browser alone', async (pathname) => {
    const { res, html, query } = await page(pathname);
    expect(res.status).toBe(200);
    expect(html).toContain(`<div id="root" data-ssr><main data-path="${pathname.split('?')[0]}">company me</main>`);
    expect(html).toContain('<script type="module" src="/assets/boot-one.js" data-app="/assets/index-one.js"></script>');
    expect(query('me')?.data).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('renders an invitation read through the API as anyone may read it, and leaves one whose read fails to the browser', async () => {
    const invite = await t.request('POST', '/api/customers', { name: 'Ivy Invited', email: 'ivy-invited@example.test' }, { cookie: await t.signIn('staff-a@example.test') });
    expect(invite.status).toBe(201);
    const link = new URL(await queuedLink(t.db, 'ivy-invited@example.test', 'invitation')).pathname;
    const { html, query } = await page(link, { cookie: 'tz=Europe%2FLondon' });
    expect(html).toContain(`<div id="root" data-ssr><main data-path="${link}">company me invitation</main>`);
    expect(JSON.stringify(query('invitation')?.data)).toContain('Ivy Invited');
    // A read that fails (a used or unknown link) would show as loading until the visitor touched the page.
    const failed = await page('/invitations/not-a-real-token');
    expect(failed.html).toContain('<div id="root"></div>');
    expect(failed.html).toContain('src="/assets/index-one.js"');
  });

  it('renders the not-found page for an unknown path, answering 404, and leaves pages of the app it does not render to the browser', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('<div id="root" data-ssr><main data-path="/no-such-page">company me</main>');
    expect(unknown.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // A page of the app that needs a session: the browser takes the visitor to sign in.
    const dashboard = await page('/dashboard');
    expect(dashboard.res.status).toBe(200);
    expect(dashboard.html).toContain('<div id="root"></div>');
    expect(dashboard.res.headers.get('cache-control')).toBe('no-cache');
    // Signed in, an unknown path is the browser's to render, as it knows who is signed in.
    const signedIn = await page('/no-such-page', { cookie: await t.signIn(world.users.customerA1.email) });
    expect(signedIn.html).toContain('<div id="root"></div>');
  });
});

describe('a signed-in page rendered on the server', () => {
  // Set by public/theme-init.js on any page of the site.
  const IN_LONDON = 'tz=Europe%2FLondon';

  it("arrives with the visitor's own data inlined, for them alone", async () => {
    const { projectA1 } = world.projects;
    const { res, html, query } = await page('/dashboard', { cookie: `${await t.signIn(world.users.customerA1.email)}; ${IN_LONDON}` });
    expect(html).toContain(`<div id="root" data-ssr><main data-path="/dashboard">company me projects:${projectA1.id}</main>`);
    expect(html).toContain('<script type="module" src="/assets/boot-one.js" data-app="/assets/index-one.js"></script>');
    expect((query(`projects:${projectA1.id}`)?.data as { name: string }).name).toBe(projectA1.name);
    expect((query('me')?.data as { email: string }).email).toBe(world.users.customerA1.email);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("reads as the visitor, so it can show nothing they could not fetch themselves", async () => {
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
    const { res, html } = await page('/dashboard?fail=1', { cookie: `${session}; ${IN_LONDON}` });
    expect(html).toContain('<div id="root"></div>');
    const renewed = res.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=\d{6,}/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('is left to the browser for a visitor who is not signed in here, or whose time zone it does not know yet', async () => {
    const session = await t.signIn(world.users.customerA1.email);
    const cookie = `${session}; ${IN_LONDON}`;
    const cases = [
      await page('/dashboard', { cookie: IN_LONDON }),
      // Signed in, but no page of the site has told the server the browser's time zone.
      await page('/dashboard', { cookie: session }),
      // Another company's host: the session is not this company's.
      await page('/dashboard', { host: world.tenantB.host, cookie }),
      // A session cookie that names no session (signed out, or made up).
      await page('/dashboard', { cookie: 'better-auth.session_token=made-up.value' }),
    ];
    for (const { html, inlined } of cases) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/assets/index-one.js"');
      expect(inlined?.queries).toBeUndefined();
    }
  });
});

describe('the page template', () => {
  it('takes the rendered page only where the empty root is, and its text as it is', () => {
    expect(withRenderedRoot('<div id="root"></div>', '<p>$& $1</p>')).toBe('<div id="root" data-ssr><p>$& $1</p></div>');
    expect(withRenderedRoot('<div id="app"></div>', '<p></p>')).toBeNull();
  });

  it('swaps the entry and its preloads for the boot script', () => {
    expect(withBootScript(INDEX_HTML, 'assets/boot-one.js', 'assets/index-one.js')).not.toMatch(/modulepreload|crossorigin src/);
  });
});
