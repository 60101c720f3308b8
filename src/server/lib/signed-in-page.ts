import type { Context } from 'hono';
import type { PageRenderer } from '../../shared/page-render';
import type { CompanyBranding } from '../../shared/schemas/company';
import type { AppEnv } from '../app-env';
import { displayTimeZone, visitorTimeZone } from './display-time-zone';
import { apiHeaders, type ApiRequest } from './page-data';
import { renderPageHead } from './page-head';
import { loggablePath } from './request-log';

export interface SignedInPage {
  head: string;
  /** The page's markup, for index.html's root element. */
  root: string;
  status: number;
  /** Whether every read the page asked for succeeded (RenderedPage.complete). */
  complete: boolean;
}

export interface SignedInRender {
  /** Null when the browser is to render the page itself. */
  page: SignedInPage | null;
  /**
   * Cookies the session reads set (better-auth extends a session when due): the response passes
   * them on whether or not the page was rendered here, or the browser's cookie would expire before
   * the session it names.
   */
  setCookies: string[];
}

/**
 * A signed-in page rendered on the server with the visitor's own data: every read goes through
 * the app's API in process with the visitor's session, so the page shows exactly what the
 * browser would have fetched, and no more than this visitor may see. No page when nobody is
 * signed in after all (an expired session: the browser then takes the visitor to sign in), when the
 * visitor's time zone is not known, or when rendering fails.
 */
export async function renderSignedInPage(
  c: Context<AppEnv>,
  render: PageRenderer,
  apiRequest: ApiRequest,
  site: { path: string; origin: string; company: CompanyBranding },
): Promise<SignedInRender> {
  // Its times must read as the browser will write them: not knowing the visitor's zone yet (no page
  // of this site has run in this browser), the browser renders the page itself.
  const timeZone = visitorTimeZone(c);
  if (!timeZone) return { page: null, setCookies: [] };
  const headers = apiHeaders(c.req.raw.headers, true);
  const setCookies = new Map<string, string>();
  const fetchApi = async (path: string) => {
    const response = await apiRequest(path, new Headers(headers));
    for (const cookie of response.headers.getSetCookie()) setCookies.set(cookie.slice(0, cookie.indexOf('=')), cookie);
    return response;
  };

  let page: SignedInPage | null = null;
  try {
    const me = await fetchApi('/api/me');
    if (me.ok) page = await renderFor(c, render, fetchApi, { ...site, timeZone, me: await me.json() });
  } catch (error) {
    // The browser can still render the page itself.
    c.get('log').error({ err: error, path: loggablePath(c.req.path) }, 'page render failed');
  }
  return { page, setCookies: [...setCookies.values()] };
}

/**
 * A page anyone may see (a password page, an invitation, the not-found page), rendered for a visitor with no session:
 * its reads go through the app's API in process without a cookie, so it shows only what the API
 * shows to anyone. Null when rendering fails; the browser then renders it.
 */
export async function renderAnonymousPage(
  c: Context<AppEnv>,
  render: PageRenderer,
  apiRequest: ApiRequest,
  site: { path: string; origin: string; company: CompanyBranding; notFoundOnly?: boolean },
): Promise<SignedInPage | null> {
  const headers = apiHeaders(c.req.raw.headers, false);
  try {
    return await renderFor(c, render, (path) => apiRequest(path, new Headers(headers)), { ...site, timeZone: displayTimeZone(c), me: null });
  } catch (error) {
    c.get('log').error({ err: error, path: loggablePath(c.req.path) }, 'page render failed');
    return null;
  }
}

async function renderFor(
  c: Context<AppEnv>,
  render: PageRenderer,
  fetchApi: (path: string) => Promise<Response>,
  page: { path: string; origin: string; company: CompanyBranding; timeZone: string; me: unknown; notFoundOnly?: boolean },
): Promise<SignedInPage | null> {
  const readAt = Date.now();
  const rendered = await render({
    url: c.req.url,
    queries: [
      { queryKey: ['company'], data: page.company, updatedAt: readAt },
      { queryKey: ['me'], data: page.me, updatedAt: readAt },
    ],
    fetchApi,
    timeZone: page.timeZone,
    notFoundOnly: page.notFoundOnly,
  });
  if (!rendered) return null;
  return { head: renderPageHead({ kind: 'private', path: page.path, origin: page.origin, company: page.company, queries: rendered.queries }), root: rendered.html, status: rendered.status, complete: rendered.complete !== false };
}
