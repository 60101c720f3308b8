import type { Context } from 'hono';
import { isAnonymousRenderedPath, isSignedInRenderedPath, PUBLIC_PAGE_PATHS } from '../../shared/site-pages';
import type { CompanyBranding } from '../../shared/schemas/company';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
// The same functions GET /api/company and GET /api/site-content answer with, so the inlined
// copy is exactly what the client would otherwise fetch.
import { getSiteContent } from '../features/site-content/site-content.service';
import { toCompanyBranding } from '../features/tenants/tenants.service';
import type { InlinedQuery } from '../../shared/page-render';
import { companyOrigin } from './company-origin';
import { pageQueries, type ApiRequest } from './page-data';
import { renderPageHead } from './page-head';
import { pagePreloadLinks } from './page-preloads';
import type { ViteManifest } from './vite-manifest';

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/**
 * Written into a public page when the request carried a session cookie (better-auth's
 * `session_token`, `__Secure-` prefixed over https). The header then asks who is signed in;
 * without it an anonymous visitor's page makes no call that can only answer 401. A hint, never
 * trusted: the API decides, and an expired session simply reads as signed out.
 */
export const SESSION_HINT_META = '<meta name="arbour-session" content="present" />';
const hasSessionCookie = (cookieHeader: string | undefined) => /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(cookieHeader ?? '');

type RenderedSite = { path: string; origin: string; company: CompanyBranding };

export interface SpaPage {
  head: string;
  /** For a public page: everything it shows, for the server's renderer. Null for any other page. */
  queries: InlinedQuery[] | null;
  /** Whether the page carries who is signed in: then it is for this visitor alone. */
  personal: boolean;
  setCookies: string[];
  /** A signed-in page the server may render for this visitor (src/server/lib/signed-in-page.ts). */
  signedIn: RenderedSite | null;
  /** A page outside the sitemap the server may render for a visitor with no session (only the not-found page, if so marked). */
  anonymous: (RenderedSite & { notFoundOnly: boolean }) | null;
}

/**
 * The head for this request's page: the full public head, or a plain noindex one for everything
 * else. With `apiRequest` (the app can render pages), a public page's own data comes too.
 */
export async function spaPage(c: Context<AppEnv>, db: Database, config: AppConfig, manifest: ViteManifest | null, apiRequest?: ApiRequest): Promise<SpaPage> {
  const tenant = c.get('tenant');
  const company = toCompanyBranding(tenant);
  const origin = companyOrigin(config, tenant);
  const path = normalisePath(c.req.path);
  const signedIn = hasSessionCookie(c.req.header('cookie'));
  if (!PUBLIC_PATHS.has(path)) {
    const site = { path, origin, company };
    return {
      head: renderPageHead({ kind: 'private', path, origin, company }),
      queries: null,
      personal: false,
      setCookies: [],
      signedIn: signedIn && isSignedInRenderedPath(path) ? site : null,
      // Any other path, for a visitor with no session: rendered if it is the not-found page.
      anonymous: signedIn ? null : { ...site, notFoundOnly: !isAnonymousRenderedPath(path) },
    };
  }
  const [content, { queries, setCookies }] = await Promise.all([
    getSiteContent(db, tenant, c.get('log')),
    apiRequest ? pageQueries(apiRequest, path, c.req.raw.headers, signedIn) : { queries: [], setCookies: [] },
  ]);
  const preloads = manifest ? pagePreloadLinks(manifest, path) : [];
  const session = signedIn ? [SESSION_HINT_META] : [];
  const head = [renderPageHead({ kind: 'public', path, origin, company, content, queries }), ...session, ...preloads].join('\n    ');
  return {
    head,
    queries: [{ queryKey: ['company'], data: company }, { queryKey: ['site-content'], data: content }, ...queries],
    personal: queries.some((q) => q.queryKey[0] === 'me' && q.data !== null),
    setCookies,
    signedIn: null,
    anonymous: null,
  };
}

/** `/pricing/` is the same page as `/pricing`, and its canonical link says so. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
