import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { nextIp, createTestApp } from '../../../tests/setup/test-app';
import { londonDateTime, shiftIsoDate, todayInLondon } from '../../shared/dates';
import type { ConfiguratorOption } from '../../shared/schemas/configurator';
import type { GalleryAdminItem } from '../../shared/schemas/gallery';
import type { SiteContent } from '../../shared/schemas/site-content';
import { companies } from '../db/schema/companies';
import { seedConfiguratorOptions } from '../db/seed-configurator';
import { seedSiteContent } from '../db/seed-site-content';
import { testPhotos } from '../features/gallery/test-photos';

/**
 * The page cache through the real app and database: a public page per company and content version,
 * a signed-in visitor's page as their own copy per data version too. A change made through the API
 * (or by another server, straight in PostgreSQL) shows on the very next request. The cache itself,
 * on its own: page-cache.test.ts; the versions in PostgreSQL: db/content-version.test.ts and
 * db/data-version.test.ts.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <!-- arbour:page-head -->
    <title>Arbour</title>
    <!-- /arbour:page-head -->
    <script type="module" crossorigin src="/assets/index-one.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-one.js', isEntry: true },
  'src/client/boot.ts': { file: 'assets/boot-one.js', isEntry: true },
};

// Stands in for the renderer built from src/client/entry-server.tsx: it reads what each page shows
// through the app's own API, as the page's loaders do, and writes all of it into the page (who is
// signed in among it). A customer's dashboard reads their project, its conversation and its notes;
// a read that fails leaves the page to the browser, as the real renderer does.
const RENDERER = `const READS = { '/configurator': () => ['/api/configurator/options'], '/gallery': () => ['/api/gallery'], '/demo': () => ['/api/demo/slots'],
  '/dashboard': (me) => (me && me.projectId ? ['', '/messages', '/notes'].map((part) => '/api/projects/' + me.projectId + part) : []) };
export async function renderPage({ url, fetchApi, known, timeZone }) {
  const { pathname } = new URL(url);
  const parts = [JSON.stringify(known)];
  const state = { dehydrated: { mutations: [], queries: [] }, loaderData: {} };
  for (const read of READS[pathname]?.(known?.me) ?? []) {
    const res = await fetchApi(read);
    if (!res.ok) return { html: '', status: 200, complete: false, unloaded: [], state };
    parts.push(await res.text());
  }
  const html = '<main data-zone="' + timeZone + '">' + parts.join(' ').replace(/[<>&]/g, (ch) => '&#' + ch.charCodeAt(0) + ';') + '</main>';
  return { html, status: 200, complete: true, unloaded: [], state };
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'customerA1' | 'customerA2' | 'staffA' | 'adminA' | 'customerB1', string>;

beforeAll(async () => {
  const build = await mkdtemp(path.join(tmpdir(), 'arbour-build-'));
  const clientDir = path.join(build, 'client');
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await mkdir(path.join(build, 'ssr'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(build, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ clientDir });
  world = await createTwoTenantWorld(t.db);
  await seedSiteContent(t.db, world.tenantA.company);
  await seedSiteContent(t.db, world.tenantB.company);
  await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');
  await seedConfiguratorOptions(t.db, world.tenantB.company.id, 'acme');
  cookies.customerA1 = await t.signIn(world.users.customerA1.email);
  cookies.staffA = await t.signIn(world.users.staffA.email);
  cookies.adminA = await t.signIn(world.users.adminA.email);
  cookies.customerA2 = await t.signIn(world.users.customerA2.email);
  cookies.customerB1 = await t.signIn(world.users.customerB1.email, undefined, { host: world.tenantB.host });
});

async function page(pathname: string, options: { host?: string; cookie?: string } = {}) {
  const res = await t.request('GET', pathname, undefined, { host: options.host, cookie: options.cookie });
  const html = await res.text();
  expect(res.status, pathname).toBe(200);
  // Rendered on the server: only such a page is kept.
  expect(html, pathname).toContain('data-ssr');
  return { res, html, cache: res.headers.get('x-page-cache') };
}

/** The page as a second anonymous visitor gets it: from memory. */
async function cached(pathname: string, host?: string): Promise<string> {
  await page(pathname, { host });
  const again = await page(pathname, { host });
  expect(again.cache, pathname).toBe('hit');
  return again.html;
}

const versionOf = async (companyId: string) =>
  (await t.db.select({ v: companies.contentVersion }).from(companies).where(eq(companies.id, companyId)))[0]!.v;

/** Each company's data version: what a signed-in visitor's copy is kept under. */
async function dataVersions(): Promise<Record<'a' | 'b', number>> {
  const rows = await t.db.select({ id: companies.id, v: companies.dataVersion }).from(companies);
  const of = (id: string) => rows.find((row) => row.id === id)!.v;
  return { a: of(world.tenantA.company.id), b: of(world.tenantB.company.id) };
}

/** The session cookie with the time zone the browser has said (public/theme-init.js sets it on every page). */
function withZone(cookie: string, zone = 'Europe/London'): string {
  return `${cookie}; tz=${zone}`;
}

/** The session's token, as the cookie carries it signed. */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!);
  return value.slice(0, value.lastIndexOf('.'));
}

function varyOf(res: Response): string[] {
  return (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
}

describe('a public page', () => {
  it('is rendered once and answered from memory to the next anonymous visitor', async () => {
    const first = await page('/pricing');
    expect(first.cache).toBe('miss');
    const second = await page('/pricing');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    // The headers every answer gets are this answer's own.
    expect(second.res.headers.get('content-security-policy')).toBe(first.res.headers.get('content-security-policy'));
    expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));
    expect(second.res.headers.get('cache-control')).toBe('no-cache');
  });

  it("shows a change to the site's content on the next request", async () => {
    expect(await cached('/')).not.toContain('Rooms that grow with you');
    const content = (await (await t.request('GET', '/api/site-content')).json()) as SiteContent;
    const put = await t.request('PUT', '/api/site-content', { ...content, tagline: 'Rooms that grow with you' }, { cookie: cookies.adminA });
    expect(put.status).toBe(200);
    const next = await page('/');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Rooms that grow with you');
  });

  it("shows a change to the company's branding on the next request", async () => {
    expect(await cached('/faqs')).not.toContain('Arbour Garden Studios');
    const put = await t.request(
      'PUT',
      '/api/settings',
      { companyName: 'Arbour Garden Studios', primaryColor: '#225533', secondaryColor: '#c8a45c', emailSenderName: null, productionCapacity: null },
      { cookie: cookies.adminA },
    );
    expect(put.status).toBe(200);
    const next = await page('/faqs');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Arbour Garden Studios');
    expect(next.html).toContain('#225533');
  });

  it("shows a change to the configurator's options on the next request", async () => {
    const before = await cached('/configurator');
    const options = (await (await t.request('GET', '/api/configurator/options')).json()) as { options: ConfiguratorOption[] };
    const option = options.options[0]!;
    expect(before).toContain(option.label);
    const patch = await t.request('PATCH', `/api/configurator/options/${option.id}`, { label: 'Larch cladding, charred' }, { cookie: cookies.staffA });
    expect(patch.status).toBe(200);
    const next = await page('/configurator');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Larch cladding, charred');
  });

  it('shows a photo published to the gallery, and a new caption, on the next request', async () => {
    const upload = await t.upload('/api/gallery', fileForm('photo.png', await testPhotos.png(800, 600), { caption: 'Cedar studio at dusk', category: 'studio' }), {
      cookie: cookies.staffA,
    });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as GalleryAdminItem;
    // Not published yet: the public gallery does not show it.
    expect(await cached('/gallery')).not.toContain('Cedar studio at dusk');

    expect((await t.request('PATCH', `/api/gallery/${item.id}`, { isPublished: true }, { cookie: cookies.staffA })).status).toBe(200);
    const published = await page('/gallery');
    expect(published.cache).toBe('miss');
    expect(published.html).toContain('Cedar studio at dusk');

    expect(await cached('/gallery')).toContain('Cedar studio at dusk');
    expect((await t.request('PATCH', `/api/gallery/${item.id}`, { caption: 'Cedar studio by lamplight' }, { cookie: cookies.staffA })).status).toBe(200);
    const renamed = await page('/gallery');
    expect(renamed.cache).toBe('miss');
    expect(renamed.html).toContain('Cedar studio by lamplight');
  });

  it('shows a new demo time, and a booking taking it, on the next request', async () => {
    await cached('/demo');
    const startsAt = londonDateTime(shiftIsoDate(todayInLondon(), 5), '11:30').toISOString();
    const added = await t.request('POST', '/api/availability', { startsAt, durationMinutes: 30 }, { cookie: cookies.staffA });
    expect(added.status).toBe(201);
    const slot = (await added.json()) as { id: string };
    const offered = await page('/demo');
    expect(offered.cache).toBe('miss');
    expect(offered.html).toContain(slot.id);

    expect(await cached('/demo')).toContain(slot.id);
    const booked = await t.request('POST', '/api/demo/book', { name: 'Pat Visitor', email: 'pat@example.test', slotId: slot.id }, { ip: nextIp() });
    expect(booked.status).toBe(201);
    const taken = await page('/demo');
    expect(taken.cache).toBe('miss');
    expect(taken.html).not.toContain(slot.id);
  });

  it("never hands a signed-in visitor the anonymous copy, nor an anonymous visitor theirs", async () => {
    // Who is signed in, as the page's header names them.
    const name = world.users.customerA1.email;
    const signedIn = await page('/contact', { cookie: withZone(cookies.customerA1) });
    expect(signedIn.cache).toBe('miss');
    expect(signedIn.html).toContain(name);

    const anonymous = await page('/contact');
    expect(anonymous.cache).toBe('miss');
    expect(anonymous.html).not.toContain(name);
    expect(await cached('/contact')).not.toContain(name);

    // Both copies are kept now: each is answered with its own.
    const again = await page('/contact', { cookie: withZone(cookies.customerA1) });
    expect(again.cache).toBe('hit');
    expect(again.html).toContain(name);
  });

  it("is never answered from another company's copy", async () => {
    const demo = await cached('/services/design');
    expect(demo).toContain(world.tenantA.company.id);
    const acme = await page('/services/design', { host: world.tenantB.host });
    expect(acme.cache).toBe('miss');
    expect(acme.html).toContain(world.tenantB.company.id);
    expect(acme.html).not.toContain(world.tenantA.company.id);
    expect(await cached('/services/design', world.tenantB.host)).not.toContain(world.tenantA.company.id);
  });

  it('shows a change another server made in PostgreSQL on the next request', async () => {
    const company = world.tenantA.company.id;
    await cached('/services/maintenance');
    const before = await versionOf(company);
    // The owner's pool: connections of their own, as another app server's would be.
    await t.db.execute(sql`update site_content set content = jsonb_set(content, '{tagline}', '"Built by another server"') where company_id = ${company}`);
    expect(await versionOf(company)).toBe(before + 1);
    const next = await page('/services/maintenance');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Built by another server');
  });
});

describe("a signed-in visitor's page", () => {
  const dashboard = (cookie: string) => page('/dashboard', { cookie: withZone(cookie) });

  it('is rendered once and then answered from memory, for that browser alone', async () => {
    const first = await dashboard(cookies.customerA1);
    expect(first.cache).toBe('miss');
    // Rendered for them: who they are, and their project as its loaders read it.
    expect(first.html).toContain(world.users.customerA1.email);
    expect(first.html).toContain(world.projects.projectA1.id);
    const second = await dashboard(cookies.customerA1);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    for (const { res } of [first, second]) {
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(varyOf(res)).toContain('cookie');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));

    // Kept compressed too: a browser gets their copy in brotli.
    const compressed = await t.request('GET', '/dashboard', undefined, { cookie: withZone(cookies.customerA1), headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.headers.get('x-page-cache')).toBe('hit');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(first.html);

    // Another time zone writes its times otherwise: a copy of its own.
    const elsewhere = await page('/dashboard', { cookie: withZone(cookies.customerA1, 'America/New_York') });
    expect(elsewhere.cache).toBe('miss');
    expect(elsewhere.html).toContain('data-zone="America/New_York"');
    expect((await dashboard(cookies.customerA1)).html).toContain('data-zone="Europe/London"');
  });

  it('shows a change made through the API in the company on the very next request, and none made in another', async () => {
    const project = world.projects.projectA1.id;
    await dashboard(cookies.customerA1);
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');

    // The customer writes to their builder.
    const sent = await t.request('POST', `/api/projects/${project}/messages`, { content: 'Could the install move to Friday?' }, { cookie: cookies.customerA1 });
    expect(sent.status).toBe(201);
    const afterMessage = await dashboard(cookies.customerA1);
    expect(afterMessage.cache).toBe('miss');
    expect(afterMessage.html).toContain('Could the install move to Friday?');
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');

    // Staff add a note the customer may read.
    const noted = await t.request('POST', `/api/projects/${project}/notes`, { content: 'Base laid, frame goes up next week', visibility: 'public' }, { cookie: cookies.staffA });
    expect(noted.status).toBe(201);
    const afterNote = await dashboard(cookies.customerA1);
    expect(afterNote.cache).toBe('miss');
    expect(afterNote.html).toContain('Base laid, frame goes up next week');
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');

    // Another company's customer writes to theirs: nothing of company A changed.
    const before = await dataVersions();
    const elsewhere = await t.request('POST', `/api/projects/${world.projects.projectB1.id}/messages`, { content: 'Hello from Acme' }, { cookie: cookies.customerB1, host: world.tenantB.host });
    expect(elsewhere.status).toBe(201);
    // (The message, then its sender's read mark: two transactions, two moves.)
    const after = await dataVersions();
    expect(after.a).toBe(before.a);
    expect(after.b).toBeGreaterThan(before.b);
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');
  });

  it("is never another visitor's of the same company, customer or staff: each has their own", async () => {
    const { customerA1, customerA2, staffA } = world.users;
    await dashboard(cookies.customerA1);
    const first = await dashboard(cookies.customerA1);
    expect(first.cache).toBe('hit');

    for (const [cookie, user, others] of [
      [cookies.customerA2, customerA2, [customerA1, staffA]],
      [cookies.staffA, staffA, [customerA1, customerA2]],
    ] as const) {
      const own = await dashboard(cookie);
      expect(own.cache, user.email).toBe('miss');
      const again = await dashboard(cookie);
      expect(again.cache, user.email).toBe('hit');
      for (const html of [own.html, again.html]) {
        expect(html).toContain(user.email);
        for (const other of others) expect(html, `${user.email}'s page`).not.toContain(other.email);
        expect(html).not.toContain(world.projects.projectA1.id);
      }
    }
    expect((await dashboard(cookies.customerA2)).html).toContain(world.projects.projectA2.id);

    // And the first customer's own copy is still theirs.
    const last = await dashboard(cookies.customerA1);
    expect(last.cache).toBe('hit');
    expect(last.html).toBe(first.html);
  });

  it('is not answered from memory once the session is signed out, and signing in and out moves no copy of anyone else', async () => {
    const user = world.users.customerA1;
    await dashboard(cookies.customerA2);
    expect((await dashboard(cookies.customerA2)).cache).toBe('hit');
    const before = await dataVersions();

    const cookie = await t.signIn(user.email);
    await dashboard(cookie);
    expect((await dashboard(cookie)).cache).toBe('hit');
    const out = await t.request('POST', '/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);

    // The same cookie, as a browser that kept it (or anyone who copied it) sends it: nobody is signed in.
    for (let i = 0; i < 2; i++) {
      const res = await t.request('GET', '/dashboard', undefined, { cookie: withZone(cookie) });
      expect(res.headers.get('x-page-cache')).toBeNull();
      expect(await res.text()).not.toContain(user.email);
    }

    // Sessions are no page's data: the other customer's copy stands.
    expect(await dataVersions()).toEqual(before);
    expect((await dashboard(cookies.customerA2)).cache).toBe('hit');
  });

  it('shows a change another server made in PostgreSQL on the next request, and only in its own company', async () => {
    await dashboard(cookies.customerA1);
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');

    // The owner's pool: connections of their own, as another app server's would be.
    const before = await dataVersions();
    await t.db.execute(sql`update projects set name = 'Acme room, renamed' where company_id = ${world.tenantB.company.id}`);
    expect(await dataVersions()).toEqual({ a: before.a, b: before.b + 1 });
    expect((await dashboard(cookies.customerA1)).cache).toBe('hit');

    await t.db.execute(sql`update projects set name = 'Renamed by another server' where company_id = ${world.tenantA.company.id}`);
    expect(await dataVersions()).toEqual({ a: before.a + 1, b: before.b + 1 });
    const next = await dashboard(cookies.customerA1);
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Renamed by another server');
  });

  it('is rendered, not answered from memory, when the session is due to be extended, and its renewed cookie goes out', async () => {
    const user = world.users.customerA2;
    const cookie = await t.signIn(user.email);
    await dashboard(cookie);
    expect((await dashboard(cookie)).cache).toBe('hit');

    // Less than a week minus a day left: better-auth extends it on its next read.
    await t.db.execute(sql`update sessions set expires_at = now() + interval '2 days' where token = ${tokenOf(cookie)}`);
    const due = await dashboard(cookie);
    expect(due.cache).toBeNull();
    expect(due.html).toContain(user.email);
    expect(due.res.headers.getSetCookie().some((set) => set.includes('session_token='))).toBe(true);
    const { rows } = await t.db.execute<{ days: number }>(sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where token = ${tokenOf(cookie)}`);
    expect(Number(rows[0]!.days)).toBeGreaterThan(6);

    // Extended, and nothing of the company changed: the copy kept before answers again.
    expect((await dashboard(cookie)).cache).toBe('hit');
  });

  it('is never kept without the time zone the browser has said', async () => {
    for (let i = 0; i < 2; i++) {
      // A signed-in page: left to the browser.
      const res = await t.request('GET', '/dashboard', undefined, { cookie: cookies.customerA1 });
      expect(res.headers.get('x-page-cache')).toBeNull();
      expect(await res.text()).not.toContain('data-ssr');
      // A public page: rendered in UK time, not kept.
      const contact = await page('/contact', { cookie: cookies.customerA1 });
      expect(contact.cache).toBeNull();
      expect(contact.html).toContain(world.users.customerA1.email);
    }
    // The same visitor with their zone: kept.
    await page('/contact', { cookie: withZone(cookies.customerA1) });
    expect((await page('/contact', { cookie: withZone(cookies.customerA1) })).cache).toBe('hit');
  });
});
