import path from 'node:path';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { demoCopyCookieOf } from '../features/demo/demo-cookie';
import { companyOrigin } from './company-origin';
import { parseIndexTemplate, perBuildFile, renderIndex } from './index-template';
import { robotsTxt, sitemapXml } from './site-map';
import type { ApiRequest } from './page-data';
import { publicPageCache } from './page-cache';
import { buildPageRenderer, withBootScript, withRenderedRoot } from './page-render';
import { displayTimeZone } from './display-time-zone';
import { loggablePath } from './request-log';
import { renderAnonymousPage, renderSignedInPage } from './signed-in-page';
import { spaPage } from './spa-page-head';
import { BOOT_ENTRY, entryKey, type ViteManifest } from './vite-manifest';

export interface SpaDeps {
  db: Database;
  config: AppConfig;
  /** How the server fetches a rendered page's data: the app's own API, in process. */
  apiRequest?: ApiRequest;
}

/** Served by the server itself, never from the build folder (an old build may still hold a robots.txt). */
const GENERATED = new Set(['/', '/index.html', '/robots.txt', '/sitemap.xml', '/service-worker.js', '/.vite/manifest.json']);

/**
 * The built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other path with the tenant's and page's head, so the client router can
 * take over. index.html is parsed once per build, never served stale after a rebuild.
 */
export function spaRoutes(clientDir: string, { db, config, apiRequest }: SpaDeps) {
  const indexTemplate = perBuildFile(path.join(clientDir, 'index.html'), parseIndexTemplate);
  const manifest = perBuildFile(path.join(clientDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as ViteManifest);
  // The page renderer is built beside the client (`vite build --ssr`, build.outDir dist/ssr).
  const pageRenderer = buildPageRenderer(path.join(path.dirname(clientDir), 'ssr'));

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(companyOrigin(config, c.get('tenant'))));
    })
    .get('/sitemap.xml', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml(companyOrigin(config, c.get('tenant'))));
    })
    .get(
      '/service-worker.js',
      // Browsers must see a new worker as soon as it is built, not when a cached copy expires.
      staticFiles({ root: clientDir }, { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }),
      // Not the app's index.html: a worker script answered with HTML would fail to install.
      (c) => c.text('This build has no service worker.', 404),
    )
    .use('/assets/*', staticFiles({ root: clientDir }, { 'Cache-Control': 'public, max-age=31536000, immutable' }))
    .use(
      '*',
      staticFiles(
        // These are answered by the handlers around this one, with the headers every page gets.
        { root: clientDir, rewriteRequestPath: (p) => (GENERATED.has(p) ? '/__no_such_file__' : p) },
        { 'Cache-Control': 'public, max-age=3600' },
      ),
    )
    .use('*', publicPageCache())
    .get('*', async (c) => {
      const template = await indexTemplate();
      if (!template) return c.text('The web client has not been built. Run `npm run build`.', 503);
      // The page carries the company's current content and branding, which an admin may change at any time.
      c.header('Cache-Control', 'no-cache');
      if (!template.hasSlot) return c.html(renderIndex(template, ''));
      const built = await manifest();
      const boot = built?.[BOOT_ENTRY];
      const render = apiRequest && boot ? await pageRenderer() : null;
      const page = await spaPage(c, db, config, built, render ? apiRequest : undefined);
      for (const cookie of page.setCookies) c.header('Set-Cookie', cookie, { append: true });
      // A demo visitor's copy (its cookie) is read for the page too: theirs alone, like a signed-in page.
      if (page.personal || demoCopyCookieOf(c.req.header('cookie') ?? null)) forThisBrowserAlone(c);
      const html = renderIndex(template, page.head);
      // A rendered page (only where the build has its boot script): its markup in the root, and the boot script instead of the app's entry.
      const withApp = (withRoot: string, status: number) => c.html(withBootScript(withRoot, boot!.file, built![entryKey(built!)]!.file), status as 200);
      if (render && built && boot && apiRequest && page.signedIn) {
        const signedIn = await renderSignedInPage(c, render, apiRequest, page.signedIn);
        for (const cookie of signedIn.setCookies) c.header('Set-Cookie', cookie, { append: true });
        const withRoot = signedIn.page && withRenderedRoot(renderIndex(template, signedIn.page.head), signedIn.page.root);
        // The visitor's own data, or their renewed session cookie: neither is for a shared cache.
        if (withRoot || signedIn.setCookies.length) forThisBrowserAlone(c);
        if (!signedIn.page || !withRoot) return c.html(html);
        return withApp(withRoot, signedIn.page.status);
      }
      if (render && built && boot && apiRequest && page.anonymous) {
        const rendered = await renderAnonymousPage(c, render, apiRequest, page.anonymous);
        // A failed read (an invitation already used) would show as loading until the visitor touches the page: the browser renders it.
        const withRoot = rendered?.complete && withRenderedRoot(renderIndex(template, rendered.head), rendered.root);
        if (!rendered || !withRoot) return c.html(html);
        // An invitation's page names the person invited, and its address carries the token: never a shared cache.
        forThisBrowserAlone(c);
        return withApp(withRoot, rendered.status);
      }
      if (!render || !built || !boot || !page.queries || redirectsAtOnce(c.req.path, page.personal)) return c.html(html);
      try {
        const rendered = await render({ url: c.req.url, queries: page.queries, timeZone: displayTimeZone(c) });
        const withRoot = rendered && withRenderedRoot(html, rendered.html);
        if (!rendered || !withRoot) return c.html(html);
        return withApp(withRoot, rendered.status);
      } catch (error) {
        // The browser can still render the page itself.
        c.get('log').error({ err: error, path: loggablePath(c.req.path) }, 'page render failed');
        return c.html(html);
      }
    });
}

/** A page naming who is signed in: for this browser alone, never a shared cache or the service worker's offline copy. */
function forThisBrowserAlone(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
}

/** The login page of someone signed in moves straight on in the browser: nothing to render here. */
function redirectsAtOnce(path: string, signedIn: boolean): boolean {
  return signedIn && path.replace(/\/+$/, '') === '/login';
}

/**
 * A file from the build with these headers. serveStatic's own onFound runs after the response
 * is built, so headers set there never reach the browser.
 */
function staticFiles(options: ServeStaticOptions<AppEnv>, headers: Record<string, string>): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>(options);
  return async (c, next) => {
    const found = await serve(c, next);
    if (found instanceof Response && found.ok) for (const [name, value] of Object.entries(headers)) found.headers.set(name, value);
    return found;
  };
}
