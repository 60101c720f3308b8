import type { Context } from 'hono';
import type { PageRenderer } from '../../shared/page-render';
import type { CompanyBranding } from '../../shared/schemas/company';
import type { AppEnv } from '../app-env';
import { visitorTimeZone } from './display-time-zone';
import { apiHeaders, type ApiRequest } from './page-data';
import { renderPageHead } from './page-head';

export interface SignedInPage {
  head: string;
  /** The page's markup, for index.html's root element. */
  root: string;
  status: number;
  /** Cookies the session reads set (better-auth extends a session when due): the page passes them on. */
  setCookies: string[];
}

/**
 * A signed-in page rendered on the server with the visitor's own data: every read goes through
 * the app's API in process with the visitor's session, so the page shows exactly what the
 * browser would have fetched, and no more than this visitor may see. Null when nobody is signed
 * in after all (an expired session: the browser then takes the visitor to sign in), or when the
 * visitor's time zone is not known.
 */
export async function renderSignedInPage(
  c: Context<AppEnv>,
  render: PageRenderer,
  apiRequest: ApiRequest,
  page: { path: string; origin: string; company: CompanyBranding },
): Promise<SignedInPage | null> {
  // Its times must read as the browser will write them: not knowing the visitor's zone yet (no page
  // of this site has run in this browser), the browser renders the page itself.
  const timeZone = visitorTimeZone(c);
  if (!timeZone) return null;
  const headers = apiHeaders(c.req.raw.headers, true);
  const setCookies = new Map<string, string>();
  const fetchApi = async (path: string) => {
    const response = await apiRequest(path, new Headers(headers));
    for (const cookie of response.headers.getSetCookie()) setCookies.set(cookie.slice(0, cookie.indexOf('=')), cookie);
    return response;
  };

  const me = await fetchApi('/api/me');
  if (!me.ok) return null;
  const readAt = Date.now();
  const rendered = await render({
    url: c.req.url,
    queries: [
      { queryKey: ['company'], data: page.company, updatedAt: readAt },
      { queryKey: ['me'], data: await me.json(), updatedAt: readAt },
    ],
    fetchApi,
    timeZone,
  });
  if (!rendered) return null;
  return {
    head: renderPageHead({ kind: 'private', ...page, queries: rendered.queries }),
    root: rendered.html,
    status: rendered.status,
    setCookies: [...setCookies.values()],
  };
}
