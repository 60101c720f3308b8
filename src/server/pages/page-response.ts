import type { Context } from 'hono';
import type { PageRenderer } from '../../shared/page-render';
import type { SessionUser } from '../../shared/schemas/auth';
import { isSignedInRenderedPath, PUBLIC_PAGE_PATHS } from '../../shared/site-pages';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { demoCopyCookieOf } from '../tenancy/demo-cookie';
// The same functions GET /api/company and GET /api/site-content answer with, so what the page is
// given is exactly what the client would otherwise fetch.
import { getSiteContent } from '../features/site-content/site-content.service';
import { toCompanyBranding } from '../features/tenants/tenants.service';
import { companyOrigin } from '../lib/company-origin';
import { displayTimeZone, visitorTimeZone } from '../lib/display-time-zone';
import { renderIndex, type IndexTemplate } from '../lib/index-template';
import { renderPageHead } from '../lib/page-head';
import { pagePreloadLinks, pagePrefetchFiles } from '../lib/page-preloads';
import { withBootScript, withRenderedRoot } from '../lib/page-render';
import { loggablePath } from '../lib/request-log';
import { hasSessionCookie, normalisePath, SESSION_HINT_META } from '../lib/spa-page-head';
import { BOOT_ENTRY, entryKey, type ViteManifest } from '../lib/vite-manifest';

/**
 * Answers an API request inside this process, through every middleware a browser's would pass.
 * Given the page's request, it reuses the company and session that request found.
 */
export type ApiRequest = (path: string, headers: Headers, page?: Context<AppEnv>) => Promise<Response>;

export interface PageBuild {
  template: IndexTemplate;
  manifest: ViteManifest | null;
  /** Null when the build has no page renderer (the browser then renders every page). */
  render: PageRenderer | null;
  /**
   * The dev server's pages: index.html keeps its own entry script (Vite's), which hydrates as soon
   * as it runs; no manifest, no boot script.
   */
  hydrateAtOnce?: boolean;
}

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/**
 * Every page, one way: the page's route loaders read through the app's own API in process as this
 * visitor (their session if they have one, so a page shows no more than they may see), the page
 * is rendered once, and its HTML and data go into index.html. The browser renders the page itself
 * (index.html with only the head) when the build has no renderer, the render fails or a read
 * failed, a signed-in page has no session or no known time zone, or someone signed in asks for
 * the login page (the app moves them on at once).
 */
export async function pageResponse(c: Context<AppEnv>, db: Database, config: AppConfig, build: PageBuild, apiRequest: ApiRequest | undefined): Promise<Response> {
  const tenant = c.get('tenant');
  const company = toCompanyBranding(tenant);
  const origin = companyOrigin(config, tenant);
  const path = normalisePath(c.req.path);
  const cookies = c.req.header('cookie');
  const signedIn = hasSessionCookie(cookies);
  // The page carries the company's current content and branding, which an admin may change at any time.
  c.header('Cache-Control', 'no-cache');
  // Who is signed in, a demo visitor's own copy of the demo company, or a page outside the sitemap
  // (an invitation names the person invited; its address, like a reset link's, carries a token): for this browser alone.
  if (signedIn || demoCopyCookieOf(cookies ?? null) || !PUBLIC_PATHS.has(path)) {
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
  }

  const content = PUBLIC_PATHS.has(path) ? await getSiteContent(db, tenant, c.get('log')) : undefined;
  const headExtras = [...(signedIn ? [SESSION_HINT_META] : []), ...(content && build.manifest ? pagePreloadLinks(build.manifest, path) : [])];
  const site = { path, origin, company };
  const page = (state?: Parameters<typeof renderPageHead>[0]['state']) =>
    [renderPageHead(content ? { kind: 'public', ...site, content, state } : { kind: 'private', ...site, state }), ...headExtras].join('\n    ');
  const inBrowser = () => c.html(renderIndex(build.template, page()));

  const boot = build.manifest?.[BOOT_ENTRY];
  const signedInPage = isSignedInRenderedPath(path);
  if (!build.render || !apiRequest || !build.template.hasSlot) return inBrowser();
  if (!build.hydrateAtOnce && !boot) return inBrowser();
  if ((signedInPage && !signedIn) || (signedIn && path === '/login')) return inBrowser();
  // Times must read as the browser will write them: a signed-in page waits until the browser has said its zone.
  const timeZone = signedInPage ? visitorTimeZone(c) : displayTimeZone(c);
  if (!timeZone) return inBrowser();

  const headers = apiHeaders(c.req.raw.headers, signedIn);
  const fetchApi = async (apiPath: string) => {
    const response = await apiRequest(apiPath, new Headers(headers), c);
    // better-auth extends a session it reads when due: the renewed cookie goes out whether or not the page renders here.
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return response;
  };
  try {
    const me = signedIn ? await signedInUser(fetchApi) : null;
    const rendered = await build.render({ url: c.req.url, fetchApi, timeZone, known: { company, siteContent: content, me } });
    if (!rendered?.complete) return inBrowser();
    if (rendered.unloaded.length) c.get('log').error({ path: loggablePath(c.req.path), unloaded: rendered.unloaded }, 'page rendered without loader data');
    // Development builds mark the reads no loader made, for the browser to report loudly.
    const marked = !config.isProduction && rendered.unloaded.length ? `<div id="root" data-ssr data-unloaded="${rendered.unloaded.join(' ').replace(/["&<>]/g, '')}">` : null;
    const withRoot = withRenderedRoot(renderIndex(build.template, page(rendered.state)), rendered.html, marked);
    if (!withRoot) return inBrowser();
    if (build.hydrateAtOnce || !boot || !build.manifest) return c.html(withRoot, rendered.status as 200);
    return c.html(withBootScript(withRoot, boot.file, build.manifest[entryKey(build.manifest)]!.file, pagePrefetchFiles(build.manifest, path)), rendered.status as 200);
  } catch (error) {
    // The browser can still render the page itself.
    c.get('log').error({ err: error, path: loggablePath(c.req.path) }, 'page render failed');
    return inBrowser();
  }
}

/** Who the session cookie names; null when it names nobody now (an expired session: the page shows signed out). */
async function signedInUser(fetchApi: (path: string) => Promise<Response>): Promise<SessionUser | null> {
  const response = await fetchApi('/api/me');
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return (await response.json()) as SessionUser;
}

/** The headers an in-process API request carries from the page's request: its tenant and origin, and the session when asked. */
export function apiHeaders(request: Headers, withCookie: boolean): Headers {
  const headers = new Headers();
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', ...(withCookie ? ['cookie'] : [])]) {
    const value = request.get(name);
    if (value) headers.set(name, value);
  }
  // Without the session, still a demo visitor's copy of a demo company: the page shows their copy,
  // as their browser's own calls will (the page is then for this browser alone).
  const demoCopy = withCookie ? undefined : demoCopyCookieOf(request.get('cookie'));
  if (demoCopy) headers.set('cookie', demoCopy);
  return headers;
}
