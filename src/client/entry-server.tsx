import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderer, PageRenderInput } from '@/shared/page-render';
import { Providers } from '@/client/app/providers';
import { routes } from '@/client/app/router';

/**
 * The public pages rendered on the server (built by `vite build --ssr`, loaded by
 * src/server/lib/page-render.ts). The page arrives as HTML with its data inlined; the browser
 * needs no JavaScript to show it, and takes the page over (hydrates) on the visitor's first
 * interaction with the same routes and the same data, so the markup matches.
 */
// One for the process: React Router resolves a lazy route once, in place (rendering stays per request).
const handler = createStaticHandler(routes);

export const renderPage: PageRenderer = async ({ url, queries }: PageRenderInput) => {
  // Resolves the matched routes' lazy page modules; there are no loaders.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  // Never fetches: what the page may show is what the server put in, exactly as the browser will have it.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);

  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: React Router's hydration data is an inline script, which the CSP forbids;
  // the browser resolves the same lazy routes itself before it hydrates.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, status: context.statusCode };
};
