import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { nextIp, createTestApp } from '../../../tests/setup/test-app';
import { londonDateTime, todayInLondon } from '../../shared/dates';
import type { ConfiguratorOption } from '../../shared/schemas/configurator';
import type { GalleryAdminItem } from '../../shared/schemas/gallery';
import type { SiteContent } from '../../shared/schemas/site-content';
import { companies } from '../db/schema/companies';
import { seedConfiguratorOptions } from '../db/seed-configurator';
import { seedSiteContent } from '../db/seed-site-content';
import { addDays } from '../features/availability/call-time';
import { testPhotos } from '../features/gallery/test-photos';

/**
 * The public page cache through the real app and database: a change made through the API (or by
 * another server, straight in PostgreSQL) shows on the very next request. The cache itself, on its
 * own: page-cache.test.ts.
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
// through the app's own API, as the page's loaders do, and writes all of it into the page.
const RENDERER = `const READS = { '/configurator': ['/api/configurator/options'], '/gallery': ['/api/gallery'], '/demo': ['/api/demo/slots'] };
export async function renderPage({ url, fetchApi, known, queries, timeZone }) {
  const { pathname } = new URL(url);
  const parts = [JSON.stringify(known ?? queries)];
  if (fetchApi) for (const read of READS[pathname] ?? []) parts.push(await (await fetchApi(read)).text());
  const html = '<main data-zone="' + timeZone + '">' + parts.join(' ').replace(/[<>&]/g, (ch) => '&#' + ch.charCodeAt(0) + ';') + '</main>';
  return { html, status: 200, complete: true, unloaded: [], queries: queries ?? [], state: { dehydrated: { mutations: [], queries: [] }, loaderData: {} } };
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'customerA1' | 'staffA' | 'adminA', string>;

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
    const startsAt = londonDateTime(addDays(todayInLondon(), 5), '11:30').toISOString();
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

  it("never keeps a signed-in visitor's page, nor hands them the anonymous one", async () => {
    // Who is signed in, as the page's header names them.
    const name = world.users.customerA1.email;
    const signedIn = await page('/contact', { cookie: cookies.customerA1 });
    expect(signedIn.html).toContain(name);
    expect(signedIn.cache).toBeNull();

    const anonymous = await page('/contact');
    expect(anonymous.cache).toBe('miss');
    expect(anonymous.html).not.toContain(name);
    expect((await page('/contact')).html).not.toContain(name);

    // The anonymous copy is kept now: the signed-in visitor still gets their own page.
    const again = await page('/contact', { cookie: cookies.customerA1 });
    expect(again.cache).toBeNull();
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
