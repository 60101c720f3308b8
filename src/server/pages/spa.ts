import path from 'node:path';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { companyOrigin } from '../lib/company-origin';
import { parseIndexTemplate, perBuildFile } from '../lib/index-template';
import { robotsTxt, sitemapXml } from '../lib/site-map';
import { pageCache } from '../lib/page-cache';
import { buildPageRenderer } from '../lib/page-render';
import { pageResponse, type ApiRequest } from './page-response';
import { BOOT_ENTRY, type ViteManifest } from '../lib/vite-manifest';

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

  const builtFiles = staticFiles(
    // These are answered by the handlers around this one, with the headers every page gets.
    { root: clientDir, rewriteRequestPath: (p) => (GENERATED.has(p) ? '/__no_such_file__' : p) },
    { 'Cache-Control': 'public, max-age=3600' },
  );

  return siteFileRoutes(config)
    .get(
      '/service-worker.js',
      // Browsers must see a new worker as soon as it is built, not when a cached copy expires.
      staticFiles({ root: clientDir }, { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }),
      // Not the app's index.html: a worker script answered with HTML would fail to install.
      (c) => c.text('This build has no service worker.', 404),
    )
    .use('/assets/*', staticFiles({ root: clientDir }, { 'Cache-Control': 'public, max-age=31536000, immutable' }))
    .use('*', async (c, next) => {
      // Every file the build holds has an extension: a page's path (no dot in its last segment) costs no file system look-up.
      if (!/\.[^/]*$/.test(c.req.path)) return next();
      return builtFiles(c, next);
    })
    .use('*', pageCache({ build: indexTemplate }))
    .get('*', async (c) => {
      const template = await indexTemplate();
      if (!template) return c.text('The web client has not been built. Run `npm run build`.', 503);
      const built = await manifest();
      const render = apiRequest && built?.[BOOT_ENTRY] ? await pageRenderer() : null;
      return pageResponse(c, db, config, { template, manifest: built, render }, apiRequest);
    });
}

/** Each company's robots.txt and sitemap.xml, written for its own origin (the dev server's too). */
export function siteFileRoutes(config: AppConfig) {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(companyOrigin(config, c.get('tenant'))));
    })
    .get('/sitemap.xml', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml(companyOrigin(config, c.get('tenant'))));
    });
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
