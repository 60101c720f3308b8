import type { InlinedQuery } from '../../shared/page-render';
import { demoCopyCookieOf } from '../features/demo/demo-cookie';

/** Answers an API request inside this process, through every middleware a browser's would pass. */
export type ApiRequest = (path: string, headers: Headers) => Promise<Response>;

interface PageQuery {
  /** The client's query key for this data (src/client/features/…/api). */
  queryKey: readonly unknown[];
  path: string;
  /** What the client's query function makes of the API's answer. */
  select: (body: unknown) => unknown;
  /** A 404 the client's query function reads as this value (a feature that is switched off). */
  notFound?: null;
}

/** Beyond the company and its site content (inlined on every public page): what each page shows. */
const PAGE_QUERIES: Record<string, PageQuery[]> = {
  '/configurator': [{ queryKey: ['configurator-options', 'public'], path: '/api/configurator/options', select: (body) => (body as { options: unknown }).options }],
  '/gallery': [{ queryKey: ['gallery', 'public'], path: '/api/gallery', select: (body) => (body as { items: unknown }).items }],
  '/demo': [{ queryKey: ['demo-slots'], path: '/api/demo/slots', select: (body) => (body as { slots: unknown }).slots }],
};

const ME: PageQuery = { queryKey: ['me'], path: '/api/me', select: (body) => body };
/** The sample accounts of demo mode, for the login page and the header's quick access; null when it is off. */
const DEMO_ACCOUNTS: PageQuery = { queryKey: ['demo-accounts'], path: '/api/demo/accounts', select: (body) => (body as { accounts: unknown }).accounts, notFound: null };

/**
 * The data a server-rendered page needs beyond what every page has, fetched as the browser would
 * (same routes, same tenant, the visitor's own session for who is signed in), so what the server
 * renders is exactly what the browser would have shown. A failed read is left out: the page then
 * renders that part as loading, and the browser fetches it.
 */
export interface PageData {
  queries: InlinedQuery[];
  /** Cookies the session read set (better-auth extends a session it reads when due): the page passes them on. */
  setCookies: string[];
}

export async function pageQueries(apiRequest: ApiRequest, path: string, request: Headers, signedIn: boolean): Promise<PageData> {
  const wanted = [DEMO_ACCOUNTS, ...(PAGE_QUERIES[path] ?? []), ...(signedIn ? [ME] : [])];
  const fetchedAt = Date.now();
  // Without a session cookie nobody is signed in: said here, so the page renders as signed out
  // (the login form, the header's Login) rather than as still asking.
  const signedOut: InlinedQuery[] = signedIn ? [] : [{ queryKey: ME.queryKey, data: null, updatedAt: fetchedAt }];
  const headers = apiHeaders(request, false);
  const setCookies: string[] = [];
  const answers = await Promise.all(
    wanted.map(async (query): Promise<InlinedQuery | null> => {
      const own = new Headers(headers);
      const cookie = request.get('cookie');
      if (query === ME && cookie) own.set('cookie', cookie);
      try {
        const response = await apiRequest(query.path, own);
        if (query === ME) setCookies.push(...response.headers.getSetCookie());
        const answer = (data: unknown): InlinedQuery => ({ queryKey: query.queryKey, data, updatedAt: fetchedAt });
        // Signed out after all (an expired session): the client's getMe reads a 401 as null too.
        if (query === ME && response.status === 401) return answer(null);
        if (response.status === 404 && query.notFound === null) return answer(null);
        if (!response.ok) return null;
        return answer(query.select(await response.json()));
      } catch {
        // An answer that cannot be read is left to the browser, as a failed one is.
        return null;
      }
    }),
  );
  return { queries: [...signedOut, ...answers.filter((answer): answer is InlinedQuery => answer !== null)], setCookies };
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
