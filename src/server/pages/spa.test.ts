import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../db/insert-company';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';
import { zSiteContent, type SiteContent } from '../../shared/schemas/site-content';
import { publicPageMeta } from '../../shared/site-pages';
import { seedSiteContent } from '../db/seed-site-content';
import { defaultSiteContent } from '../features/site-content/default-site-content';
import { upsertSiteContent } from '../features/site-content/site-content.queries';

const HOSTILE = 'Oak </script><script>alert(1)</script><!-- & "Ash"';

const indexHtml = (build: string) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <!-- arbour:page-head: replaced per page -->
    <title>Arbour</title>
    <meta name="description" content="generic" />
    <!-- /arbour:page-head -->
    <script type="module" crossorigin src="/assets/index-${build}.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let clientDir: string;
let hostileHost: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'arbour-client-'));
  await writeFile(path.join(clientDir, 'index.html'), indexHtml('one'));
  await writeFile(path.join(clientDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeFile(path.join(clientDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'index-one.js'), 'export {};\n');
  t = await createTestApp({ clientDir });
  const world = await createTwoTenantWorld(t.db);
  await seedSiteContent(t.db, world.tenantA.company);
  await seedSiteContent(t.db, world.tenantB.company);
  const hostile = await insertCompany(t.db, { name: HOSTILE, subdomain: 'oak' });
  hostileHost = 'oak.localhost';
  const content: SiteContent = { ...defaultSiteContent('Oak'), tagline: HOSTILE };
  content.hero = { ...content.hero, headline: 'Rooms </SCRIPT ><script>alert(2)</script>' };
  await upsertSiteContent(t.db, hostile.id, zSiteContent.parse(content), null);
});

async function page(pathname: string, host = 'demo.localhost') {
  const res = await t.request('GET', pathname, undefined, { host });
  const html = await res.text();
  const data = /<script id="arbour-data" type="application\/json">([^]*?)<\/script>/.exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1];
  return {
    res,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta: (attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    data: data === undefined ? undefined : (JSON.parse(data) as { company: unknown; siteContent?: SiteContent }),
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

async function api(pathname: string, host = 'demo.localhost') {
  return (await t.request('GET', pathname, undefined, { host })).json();
}

const unescape = (s: string | undefined) => s?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('the page head of a public page', () => {
  it("carries the company's and the page's title, description, Open Graph and canonical link", async () => {
    const content = (await api('/api/site-content')) as SiteContent;
    for (const pathname of ['/', '/pricing', '/products/garden-rooms', '/faqs']) {
      const p = await page(pathname);
      const expected = publicPageMeta(pathname, content, 'Arbour Garden Rooms');
      expect(p.res.status).toBe(200);
      expect(unescape(p.title)).toBe(expected.title);
      expect(unescape(p.meta('description'))).toBe(expected.description);
      expect(unescape(p.meta('og:title'))).toBe(expected.title);
      expect(unescape(p.meta('og:description'))).toBe(expected.description);
      expect(p.meta('og:type')).toBe('website');
      expect(p.meta('og:site_name')).toBe('Arbour Garden Rooms');
      expect(p.canonical).toBe(`http://demo.localhost${pathname}`);
      expect(p.meta('og:url')).toBe(p.canonical);
      // One title: the generic one from the build is replaced, not kept beside it.
      expect(p.html.match(/<title>/g)).toHaveLength(1);
      expect(p.html).not.toContain('content="generic"');
    }
    expect((await page('/pricing')).title).toBe('Pricing | Arbour Garden Rooms');
  });

  it("gives each company its own head on its own host", async () => {
    const demo = await page('/');
    const acme = await page('/', 'acme.localhost');
    expect(acme.title).toContain('Acme Garden Buildings');
    expect(acme.title).not.toBe(demo.title);
    expect(acme.canonical).toBe('http://acme.localhost/');
    expect(acme.meta('og:site_name')).toBe('Acme Garden Buildings');
    expect(acme.html).toContain('--color-primary:#1d4f91');
  });

  it('points the canonical link at the company’s configured origin whatever host reached it', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', 'demo.localhost:8443']) {
      const p = await page('/pricing/', host);
      expect(p.canonical, host).toBe('http://demo.localhost/pricing');
    }
  });

  it('describes the company as a local business in JSON-LD from its site content', async () => {
    const content = (await api('/api/site-content')) as SiteContent;
    const { jsonLd } = await page('/');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: 'Arbour Garden Rooms',
      url: 'http://demo.localhost/',
      areaServed: content.contact.areaServed.map((name) => ({ '@type': 'Place', name })),
    });
    if (content.contact.phone) expect(jsonLd?.telephone).toBe(content.contact.phone);
    if (content.contact.address) {
      expect(jsonLd?.address).toMatchObject({ '@type': 'PostalAddress', postalCode: content.contact.address.postcode, addressLocality: content.contact.address.town });
    }
  });

  it('inlines exactly what GET /api/company and GET /api/site-content answer', async () => {
    for (const host of ['demo.localhost', 'acme.localhost']) {
      const { data } = await page('/gallery', host);
      expect(data?.company).toEqual(await api('/api/company', host));
      expect(data?.siteContent).toEqual(await api('/api/site-content', host));
    }
  });

  it('paints the brand colours in a style element and keeps the strict script policy', async () => {
    const { res, html } = await page('/');
    expect(html).toMatch(/<style id="arbour-brand">html:root\{--color-primary:#[0-9a-f]{6};--color-secondary:#[0-9a-f]{6};--primary-fg:#/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps a company name or content holding </script> inside its data', async () => {
    const p = await page('/', hostileHost);
    // Only the build's module script, the JSON-LD and the data block: nothing injected.
    expect(p.html.match(/<script/gi)).toHaveLength(3);
    expect(p.html.match(/<\/script/gi)).toHaveLength(3);
    expect(p.html).not.toContain('<!-- &');
    expect(unescape(p.title)).toBe(`${HOSTILE} | ${HOSTILE}`);
    expect(p.data?.company).toEqual(await api('/api/company', hostileHost));
    expect(p.data?.siteContent?.tagline).toBe(HOSTILE);
    expect(p.jsonLd?.name).toBe(HOSTILE);
  });
});

describe('the session hint', () => {
  it('is written only when the request carries a session cookie, so anonymous pages never ask who is signed in', async () => {
    const hint = 'name="arbour-session"';
    expect((await page('/pricing')).html).not.toContain(hint);
    for (const cookie of ['better-auth.session_token=abc.def', 'theme=dark; __Secure-better-auth.session_token=abc']) {
      const res = await t.request('GET', '/pricing', undefined, { host: 'demo.localhost', cookie });
      expect(await res.text()).toContain(hint);
    }
    const other = await t.request('GET', '/pricing', undefined, { host: 'demo.localhost', cookie: 'theme=dark' });
    expect(await other.text()).not.toContain(hint);
  });
});

describe('the page head of other pages', () => {
  it('gives portal, admin and unknown pages a plain noindex head with the branding only', async () => {
    for (const pathname of ['/dashboard', '/customers/projects/p-1', '/configurator/admin', '/no-such-page']) {
      const p = await page(pathname);
      expect(p.res.status).toBe(200);
      expect(p.title).toBe('Arbour Garden Rooms');
      expect(p.meta('robots')).toBe('noindex, nofollow');
      expect(p.jsonLd).toBeUndefined();
      expect(p.canonical).toBeUndefined();
      expect(p.data).toEqual({ company: await api('/api/company') });
      expect(p.html).toContain('<style id="arbour-brand">');
    }
  });

  it('keeps the company-not-found page for a host that names no company', async () => {
    const res = await t.request('GET', '/', undefined, { host: 'nobody.localhost' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Company not found');
    expect(html).not.toContain('arbour-data');
  });

  it('parses index.html once per build and picks up a rebuild without a restart', async () => {
    expect((await page('/')).html).toContain('/assets/index-one.js');
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(path.join(clientDir, 'index.html'), indexHtml('two'));
    const p = await page('/');
    expect(p.html).toContain('/assets/index-two.js');
    expect(p.title).toContain('Arbour Garden Rooms');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it("list each company's public pages on its own host", async () => {
    for (const host of ['demo.localhost', 'acme.localhost']) {
      const res = await t.request('GET', '/sitemap.xml', undefined, { host });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const xml = await res.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml).toContain(`<loc>http://${host}/</loc>`);
      expect(xml).toContain(`<loc>http://${host}/pricing</loc>`);
      expect(xml).toContain(`<loc>http://${host}/configurator</loc>`);
      expect(xml).not.toContain('/dashboard');
      expect(xml).not.toContain('/api');
    }
  });

  it('allow the public site, keep crawlers out of the API and the portal, and link the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt', undefined, { host: 'acme.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /customers', 'Disallow: /settings']));
    expect(lines).toContain('Sitemap: http://acme.localhost/sitemap.xml');
    const demo = await (await t.request('GET', '/robots.txt', undefined, { host: 'demo.localhost' })).text();
    expect(demo).toContain('Sitemap: http://demo.localhost/sitemap.xml');
  });

  it('leave the favicon and the hashed assets to the build, assets cached for good', async () => {
    const res = await t.request('GET', '/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).not.toContain('text/html');
    const asset = await t.request('GET', '/assets/index-one.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('/service-worker.js', () => {
  it('is revalidated on every check and may control the whole site', async () => {
    const res = await t.request('GET', '/service-worker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toContain('addEventListener');
  });

  it('is a 404, not the app page, when the build has none', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'arbour-client-'));
    await writeFile(path.join(empty, 'index.html'), indexHtml('x'));
    const other = await createTestApp({ clientDir: empty });
    await insertCompany(other.db, { subdomain: 'demo' });
    const res = await other.request('GET', '/service-worker.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });
});
