import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import type { PageApiFetch, PageRenderer, PageRenderInput, RenderedPage } from '@/shared/page-render';
import { Providers } from '@/client/app/providers';
import { createRoutes, PORTAL_ROUTE_ID } from '@/client/app/router';
import { siteContentQueryKey } from '@/client/features/marketing/api/get-site-content';
import { setApiTransport } from '@/client/lib/api-client';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { companyQueryKey } from '@/client/lib/company/get-company';
import { setDisplayTimeZone } from '@/client/lib/format';

/**
 * Pages rendered on the server (built by `vite build --ssr`, loaded by
 * src/server/lib/page-render.ts). The matched routes' loaders fill a query client of this
 * request's own, the page renders once from it, and the same cache goes into the page
 * (dehydrated), so the browser hydrates with exactly what the server rendered.
 */

// What one page's render knows of its visitor. The app's query functions call the API by path;
// while a page renders here they reach the app in process, as the visitor whose page it is. Only
// reads: a page's render never changes anything. Times are written in the visitor's time zone.
const visitor = new AsyncLocalStorage<{ fetchApi: PageApiFetch; timeZone: string }>();
setApiTransport((path, init) => {
  const fetchApi = visitor.getStore()?.fetchApi;
  if (!fetchApi || (init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`A page render cannot request ${init.method ?? 'GET'} ${path}`));
  return fetchApi(path);
});
setDisplayTimeZone(() => visitor.getStore()?.timeZone);

export const renderPage: PageRenderer = (input: PageRenderInput) => visitor.run({ fetchApi: input.fetchApi, timeZone: input.timeZone }, () => render(input));

async function render({ url, known }: PageRenderInput): Promise<RenderedPage | null> {
  // Never fetches while rendering: the page shows what its loaders loaded.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(companyQueryKey, known.company);
  queryClient.setQueryData(meQueryKey, known.me);
  if (known.siteContent) queryClient.setQueryData(siteContentQueryKey, known.siteContent);

  // The routes close over this request's client; resolving their lazy modules costs an import of a loaded module.
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  // A signed-in page for nobody signed in: the browser takes the visitor to sign in.
  if (!known.me && context.matches.some((match) => match.route.id === PORTAL_ROUTE_ID)) return null;

  const html = await renderToHtml(queryClient, handler, context);
  const queries = queryClient.getQueryCache().getAll();
  return {
    html,
    status: context.matches.at(-1)?.route.path === '*' ? 404 : context.statusCode,
    state: { dehydrated: dehydrate(queryClient), loaderData: context.loaderData },
    complete: !queries.some((query) => query.state.status === 'error'),
    unloaded: queries.filter(isWaitingToFetch).map((query) => query.queryHash),
  };
}

/** A query a component asked for that has no data and is not switched off: no loader loaded it. */
function isWaitingToFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToHtml(queryClient: QueryClient, handler: StaticHandler, context: StaticHandlerContext): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: React Router's hydration data is an inline script, which the CSP forbids;
  // the loader data goes into the page's JSON data block instead (src/client/main.tsx reads it).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every Suspense boundary inline, however large: an outlined one is revealed by an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}
