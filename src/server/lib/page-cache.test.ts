import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/setup/test-app';
import type { AppEnv } from '../app-env';
import type { CompanyRow } from '../db/schema/companies';
import { chosenEncoding, pageCache, type PageCacheOptions } from './page-cache';
import { varyOnAcceptEncoding } from './response-headers';
import { securityHeaders } from './security-headers';

/**
 * The cache on its own, in front of a page handler that counts its renders, with the middlewares
 * app.ts puts around the pages (request id, security headers, compression). Through the real app
 * and database: page-cache.pages.test.ts.
 */

const COMPANY = { id: '00000000-0000-4000-8000-00000000000a', contentVersion: 3 } as CompanyRow;
const OTHER = { id: '00000000-0000-4000-8000-00000000000b', contentVersion: 3 } as CompanyRow;
const HOSTS: Record<string, CompanyRow> = { 'demo.localhost': COMPANY, 'acme.localhost': OTHER };

type Page = { status?: number; body?: string; headers?: Record<string, string>; delayMs?: number };

function pageApp(options: PageCacheOptions & { page?: (path: string) => Page } = {}) {
  const versions = new Map<string, number>();
  const renders: string[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', securityHeaders(testConfig()));
  app.use('*', compress());
  app.use('*', varyOnAcceptEncoding());
  app.use('*', async (c, next) => {
    const company = HOSTS[c.req.header('host') ?? ''] ?? COMPANY;
    c.set('tenant', { ...company, contentVersion: versions.get(company.id) ?? company.contentVersion });
    await next();
  });
  app.use('*', pageCache(options));
  app.all('*', async (c) => {
    const who = c.req.header('cookie') ?? 'anyone';
    renders.push(`${c.req.method} ${c.req.path}`);
    const page = options.page?.(c.req.path) ?? {};
    if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Language', 'en-GB');
    for (const [name, value] of Object.entries(page.headers ?? {})) c.header(name, value, { append: name === 'Set-Cookie' });
    const body = page.body ?? `<html><body><div id="root" data-ssr>${c.req.path} v${c.get('tenant').contentVersion} for ${who} at ${c.get('tenant').id}${' '.repeat(2000)}</div></body></html>`;
    return c.html(body, (page.status ?? 200) as 200);
  });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(`http://${headers.host ?? 'demo.localhost'}${path}`, { method, headers: { host: 'demo.localhost', ...headers } });
  return { app, get, renders, bump: (company: CompanyRow) => versions.set(company.id, (versions.get(company.id) ?? company.contentVersion) + 1) };
}

describe('the public page cache', () => {
  it('answers a second anonymous request from memory, with the page’s headers and this request’s own id', async () => {
    const { get, renders } = pageApp();
    const first = await get('/pricing');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await get('/pricing');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toEqual(['GET /pricing']);
    expect(await second.text()).toBe(await first.text());
    expect(second.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'content-language', 'content-security-policy', 'x-frame-options', 'x-content-type-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
      expect(second.headers.get(name), name).toBeTruthy();
    }
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // An id the caller sent is kept on a hit, as on any answer.
    expect((await get('/pricing', { 'x-request-id': 'probe-42' })).headers.get('x-request-id')).toBe('probe-42');
  });

  it('treats /pricing/ as a public page too', async () => {
    const { get, renders } = pageApp();
    await get('/pricing/');
    expect((await get('/pricing/')).headers.get('x-page-cache')).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it('renders again when the content version, the company, the time zone, the query or the build differ', async () => {
    let build = {};
    const { get, renders, bump } = pageApp({ build: async () => build, buildCheckMs: 0 });
    await get('/');
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');

    bump(COMPANY);
    const after = await get('/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('v4');

    const other = await get('/', { host: 'acme.localhost' });
    expect(other.headers.get('x-page-cache')).toBe('miss');
    expect(await other.text()).toContain(OTHER.id);
    expect(await (await get('/')).text()).toContain(COMPANY.id);

    expect((await get('/', { cookie: 'tz=America/New_York' })).headers.get('x-page-cache')).toBe('miss');
    expect((await get('/', { cookie: 'tz=America/New_York' })).headers.get('x-page-cache')).toBe('hit');
    // A zone nobody knows reads as UK time, so it shares UK time's copy.
    expect((await get('/', { cookie: 'tz=Mars/Olympus' })).headers.get('x-page-cache')).toBe('hit');
    expect((await get('/?utm_source=mail')).headers.get('x-page-cache')).toBe('miss');

    build = {};
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect(renders).toHaveLength(6);
  });

  it('looks at the build at most once per buildCheckMs, so a hit costs no file system call', async () => {
    let build = {};
    let looks = 0;
    const { get } = pageApp({
      build: async () => {
        looks += 1;
        return build;
      },
      buildCheckMs: 50,
    });
    await get('/');
    build = {};
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
    expect(looks).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect(looks).toBe(2);
  });

  it('keeps nothing when there is no build to render from', async () => {
    const { get, renders } = pageApp({ build: async () => null });
    await get('/');
    expect((await get('/')).headers.get('x-page-cache')).toBeNull();
    expect(renders).toHaveLength(2);
  });

  it('never answers a visitor with a session or a demo copy from memory, nor keeps their page', async () => {
    const { get, renders } = pageApp();
    for (const cookie of ['better-auth.session_token=abc.def', '__Secure-better-auth.session_token=abc.def', 'tz=Europe/London; arbour_demo_copy=123.sig']) {
      const first = await get('/', { cookie });
      expect(first.headers.get('x-page-cache'), cookie).toBeNull();
      expect(await first.text()).toContain(`for ${cookie}`);
    }
    const anonymous = await get('/');
    expect(anonymous.headers.get('x-page-cache')).toBe('miss');
    expect(await anonymous.text()).toContain('for anyone');
    // The anonymous copy exists now; a signed-in visitor still gets their own page.
    const signedIn = await get('/', { cookie: 'better-auth.session_token=abc.def' });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(await signedIn.text()).toContain('for better-auth.session_token=abc.def');
    expect(renders).toHaveLength(5);
  });

  it('keeps only public pages asked for with GET or HEAD', async () => {
    const { get, renders } = pageApp();
    for (const [path, method] of [
      ['/dashboard', 'GET'],
      ['/api/company', 'GET'],
      ['/forgot-password', 'GET'],
      ['/pricing', 'POST'],
    ] as const) {
      await get(path, {}, method);
      expect((await get(path, {}, method)).headers.get('x-page-cache'), `${method} ${path}`).toBeNull();
    }
    expect(renders).toHaveLength(8);
  });

  it('keeps only a 200 rendered on the server, with no cookie set and not private', async () => {
    const pages: Record<string, Page> = {
      '/faqs': { status: 404 },
      '/contact': { headers: { 'Set-Cookie': 'better-auth.session_data=x; Path=/' } },
      '/gallery': { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
      '/composite-collection': { headers: { 'Cache-Control': 'no-store' } },
      // Rendered in the browser: the page's data is not in it, and the browser asks for it.
      '/login': { body: '<html><body><div id="root"></div></body></html>' },
    };
    const { get, renders } = pageApp({ page: (path) => pages[path] ?? {} });
    for (const path of Object.keys(pages)) {
      const first = await get(path);
      expect(first.headers.get('x-page-cache'), path).toBeNull();
      const second = await get(path);
      expect(second.headers.get('x-page-cache'), path).toBeNull();
      expect(second.status).toBe(first.status);
    }
    expect(renders).toHaveLength(10);
    // Not a cookie kept and handed to the next visitor.
    expect((await get('/contact')).headers.getSetCookie()).toEqual(['better-auth.session_data=x; Path=/']);
  });

  it('renders a page once for a burst of visitors who all ask before it is ready', async () => {
    const { get, renders } = pageApp({ page: () => ({ delayMs: 50 }) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/configurator')));
    expect(renders).toEqual(['GET /configurator']);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((a) => a.headers.get('x-page-cache')).sort()).toEqual([...Array<string>(9).fill('hit'), 'miss']);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(10);
  });

  it('lets each waiting visitor render their own page when the one being rendered cannot be kept', async () => {
    const { get, renders } = pageApp({ page: () => ({ delayMs: 30, headers: { 'Cache-Control': 'private' } }) });
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/demo')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(renders).toHaveLength(3);
  });

  it('answers HEAD as GET does, without a body', async () => {
    const { get, renders } = pageApp();
    const head = await get('/faqs', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('miss');
    expect(await head.text()).toBe('');
    const page = await get('/faqs');
    expect(page.headers.get('x-page-cache')).toBe('hit');
    expect(await page.text()).toContain('data-ssr');
    const again = await get('/faqs', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('content-type')).toBe(page.headers.get('content-type'));
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(await again.text()).toBe('');
    expect(renders).toEqual(['HEAD /faqs']);
  });

  it('hands a browser the copy compressed when it was kept, in the smallest encoding it takes', async () => {
    const { get } = pageApp();
    const plain = await (await get('/products/studios')).text();
    const hit = await get('/products/studios', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('vary')).toMatch(/accept-encoding/i);
    const brotli = Buffer.from(await hit.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toBe(plain);
    // One without brotli gets gzip, a little larger.
    const gzipped = await get('/products/studios', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const gzip = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(gzip).toString()).toBe(plain);
    expect(brotli.byteLength).toBeLessThan(gzip.byteLength);
    // One who prefers deflate gets what compress() makes of it.
    const deflated = await get('/products/studios', { 'accept-encoding': 'gzip;q=0.5, deflate' });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(deflated.headers.get('x-page-cache')).toBe('hit');
    // And one who takes none of them, the page as it is.
    const identity = await get('/products/studios', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it('lets a copy go after its time', async () => {
    const { get, renders } = pageApp({ ttlMs: 40 });
    await get('/');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it('keeps a bounded number of copies, letting the least recently used go', async () => {
    const { get, renders } = pageApp({ maxEntries: 2 });
    await get('/');
    await get('/faqs');
    await get('/pricing');
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect((await get('/pricing')).headers.get('x-page-cache')).toBe('hit');
    expect(renders).toHaveLength(4);
  });

  it('keeps no page larger than its memory allows', async () => {
    const { get, renders } = pageApp({ maxBytes: 1_000 });
    expect((await get('/')).headers.get('x-page-cache')).toBeNull();
    expect((await get('/')).headers.get('x-page-cache')).toBeNull();
    expect(renders).toHaveLength(2);
  });
});

describe('chosenEncoding', () => {
  it('takes what the browser wants most, and on a tie the smallest', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBe('deflate');
    expect(chosenEncoding('gzip;q=0, deflate')).toBe('deflate');
    expect(chosenEncoding('gzip;q=0.4, deflate;q=0.8')).toBe('deflate');
    expect(chosenEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
