import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../providers';

/**
 * A page's first render on the server's terms: the cache filled by its loader, then one render
 * that never fetches. What it tells: the reads the render asked for (switched-off ones aside) and
 * the reads the loader made, so a test can hold them equal — nothing the render wants is missing
 * (it would render as loading) and nothing is loaded that the page does not show.
 */
export interface LoadedRender {
  html: string;
  /** Query hashes the loader put in the cache, beyond those seeded. */
  loaded: string[];
  /** Query hashes the render asked for and did not have switched off, beyond those seeded. */
  asked: string[];
  /** The loaded reads that failed. */
  failed: string[];
  queryClient: QueryClient;
}

interface LoadedRenderInput {
  /** The page's URL, path and query string. */
  url: string;
  /** Route params, as the router would give the loader. */
  params?: Record<string, string>;
  /** Runs the loader under test against the query client. */
  load: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;
  /** The page's element, rendered at `path`. */
  element: ReactElement;
  /** The route pattern the element is rendered at (defaults to the URL's path). */
  path?: string;
  /** What the layouts above the page load (the company, who is signed in): in the cache first, left out of both lists. */
  seed?: [QueryKey, unknown][];
}

const enabled = (options: { enabled?: unknown }) => options.enabled !== false;

export async function renderAfterLoader({ url, params = {}, load, element, path, seed = [] }: LoadedRenderInput): Promise<LoadedRender> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [queryKey, data] of seed) queryClient.setQueryData(queryKey, data);
  const cache = queryClient.getQueryCache();
  const seeded = new Set(cache.getAll().map((query) => query.queryHash));

  const request = new Request(new URL(url, 'http://arbour.test'));
  await load(queryClient, { request, params, context: undefined } as unknown as LoaderFunctionArgs);
  const loaded = cache
    .getAll()
    .map((query) => query.queryHash)
    .filter((hash) => !seeded.has(hash));
  const failed = cache
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => query.queryHash);

  const asked = new Set<string>();
  const build = cache.build.bind(cache);
  const spy = vi.spyOn(cache, 'build').mockImplementation((client, options, state) => {
    const query = build(client, options, state) as Query;
    if (enabled(options as { enabled?: unknown })) asked.add(query.queryHash);
    return query as never;
  });
  const Stub = createRoutesStub([{ path: path ?? new URL(url, 'http://arbour.test').pathname, Component: () => element }]);
  let html: string;
  try {
    html = renderToString(
      <Providers queryClient={queryClient}>
        <Stub initialEntries={[url]} />
      </Providers>,
    );
  } finally {
    spy.mockRestore();
  }
  return {
    html,
    loaded: loaded.sort(),
    asked: [...asked].filter((hash) => !seeded.has(hash)).sort(),
    failed,
    queryClient,
  };
}

/** Stubs fetch with JSON answers by path (the query string ignored); anything else is a 404. */
export function stubApiByPath(bodies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = bodies[String(input).split('?')[0]!];
    return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'No stub' } }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
