import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { InlinedQuery, PageApiFetch, PageRenderer, PageRenderInput } from '@/shared/page-render';
import { Providers } from '@/client/app/providers';
import { routes } from '@/client/app/router';
import { setApiTransport } from '@/client/lib/api-client';
import { setDisplayTimeZone } from '@/client/lib/format';

/**
 * Pages rendered on the server (built by `vite build --ssr`, loaded by
 * src/server/lib/page-render.ts). The page arrives as HTML with its data inlined; the browser
 * needs no JavaScript to show it, and takes the page over (hydrates) on the visitor's first
 * interaction with the same routes and the same data, so the markup matches.
 */
// One for the process: React Router resolves a lazy route once, in place (rendering stays per request).
const handler = createStaticHandler(routes);

// What one page's render knows of its visitor. The app's query functions call the API by path;
// while a page renders here they reach the app in process, as the visitor whose page it is. Only
// reads: a page's render never changes anything. Times are written in the visitor's time zone.
const visitor = new AsyncLocalStorage<{ fetchApi?: PageApiFetch; timeZone?: string }>();
setApiTransport((path, init) => {
  const fetchApi = visitor.getStore()?.fetchApi;
  if (!fetchApi || (init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`A page render cannot request ${init.method ?? 'GET'} ${path}`));
  return fetchApi(path);
});
setDisplayTimeZone(() => visitor.getStore()?.timeZone);

/** Rendering reveals the next queries (a project's stage decides its checklist): a few rounds at most. */
const MAX_DATA_ROUNDS = 4;

export const renderPage: PageRenderer = (input: PageRenderInput) => visitor.run({ fetchApi: input.fetchApi, timeZone: input.timeZone }, () => render(input));

async function render({ url, queries, fetchApi, notFoundOnly }: PageRenderInput) {
  // Resolves the matched routes' lazy page modules; there are no loaders.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const notFound = context.matches.at(-1)?.route.path === '*';
  if (notFoundOnly && !notFound) return null;

  const seeded = seededClient(queries);
  if (fetchApi) {
    const tried = new Set<string>();
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      await renderToHtml(seeded, context);
      const wanted = seeded.getQueryCache().getAll().filter((query) => isWaitingToFetch(query) && !tried.has(query.queryHash));
      if (wanted.length === 0) break;
      for (const query of wanted) tried.add(query.queryHash);
      // A failed read stays out: the browser shows it loading and asks again, as it would have.
      await Promise.all(wanted.map((query) => seeded.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    }
  }

  // What the browser will start with is exactly the successful reads, so the page is rendered from those alone.
  const inlined = seeded
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query): InlinedQuery => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
  const complete = !seeded.getQueryCache().getAll().some((query) => query.state.status === 'error' || isWaitingToFetch(query));
  const html = await renderToHtml(seededClient(inlined), context);
  return { html, status: notFound ? 404 : context.statusCode, queries: inlined, complete };
}

function seededClient(queries: InlinedQuery[]): QueryClient {
  // Never fetches while rendering: the page shows what it was given, as the browser will have it.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const { queryKey, data, updatedAt } of queries) client.setQueryData(queryKey, data, { updatedAt });
  return client;
}

/** A query a component asked for that has no data yet and is not switched off (a dependent query). */
function isWaitingToFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToHtml(queryClient: QueryClient, context: StaticHandlerContext): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: React Router's hydration data is an inline script, which the CSP forbids;
  // the browser resolves the same lazy routes itself before it hydrates.
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
