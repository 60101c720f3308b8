import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { config as configureZod } from 'zod';
import type { CompanyBranding } from '@/shared/schemas/company';
import { Providers } from '@/client/app/providers';
import { createRoutes } from '@/client/app/router';
import { cn } from '@/client/lib/cn';
import { companyQueryKey, companyQueryOptions } from '@/client/lib/company/get-company';
import { reportClientError } from '@/client/lib/client-errors';
import { installGlobalErrorLogging } from '@/client/lib/global-error-logging';
import { readInlinedData } from '@/client/lib/inlined-data';
import type { PageState } from '@/shared/page-render';
import { createQueryClient } from '@/client/lib/query-client';
import { yieldToBrowser } from '@/client/lib/yield-to-browser';
import './styles.css';

// zod's faster parsers are compiled with new Function, which the CSP forbids; its probe for that
// is caught, but the browser still reports a violation on every page that validates a form.
configureZod({ jitless: true });
installGlobalErrorLogging();

const queryClient = createQueryClient();
// A page the server rendered carries the cache its loaders filled: the first render here uses
// exactly that. Otherwise the company's branding is inlined; without it, fetch it while the first
// page's code downloads.
const pageState = readInlinedData<PageState>('state');
const inlinedCompany = readInlinedData<CompanyBranding>('company');
if (pageState) hydrate(queryClient, pageState.dehydrated);
else if (inlinedCompany) queryClient.setQueryData(companyQueryKey, inlinedCompany);
else void queryClient.prefetchQuery(companyQueryOptions());
const routes = createRoutes(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * While the page is taken over, what the server rendered is what the queries hold: none is fetched
 * again on mounting (a query always stale, the portal's unread badge, would be, and its answer
 * re-render the page within the same long task). Polling, focus and later mounts refetch as before.
 */
const queryDefaults = queryClient.getDefaultOptions();
if (pageState) queryClient.setDefaultOptions({ ...queryDefaults, queries: { ...queryDefaults.queries, refetchOnMount: false } });

/** Tells the boot script (boot.ts) the page is the app's now, so it replays what it held. */
function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    queryClient.setDefaultOptions(queryDefaults);
    document.documentElement.dataset.hydrated = 'true';
    // Once React's commit is over: a press the boot script replays may land in a part of the page
    // still to hydrate (HydrateApart), which React hydrates on the spot only outside a commit.
    queueMicrotask(() => window.dispatchEvent(new Event('arbour:hydrated')));
  }, []);
  return children;
}

/** A page the server rendered is hydrated (its markup kept); any other is rendered here. */
async function start(root: HTMLElement) {
  const rendered = root.dataset.ssr !== undefined ? pageState : undefined;
  const serverRendered = rendered !== undefined;
  // A development server says when a page rendered without its data: a loader is missing a read.
  if (root.dataset.unloaded) console.error(`The page rendered without loader data for ${root.dataset.unloaded}: add these reads to its route's loader.`);
  // The server rendered the page with its lazy modules loaded, and with the code its loaders load
  // (the dashboard's view for the signed-in role): so must the first render here. The loaders find
  // their data in the hydrated cache, so they fetch nothing.
  // All at once, so the chain of lazy imports (page, then the view its loader picks) is not waited
  // for level by level. The toaster too: the root layout loads it lazily, yet the server rendered
  // it, so until its code has arrived its part of the page cannot hydrate, and a navigation (a
  // dashboard tab) would wait for it.
  // Each step in a task of its own: on a slow phone the takeover is then several short tasks, and
  // what the visitor does is answered in between.
  if (serverRendered) {
    const matches = matchRoutes(routes, window.location.pathname) ?? [];
    const lazyRoutes = loadLazyRoutes(matches);
    await yieldToBrowser();
    const loaders = runLoaders(matches);
    await yieldToBrowser();
    await Promise.all([lazyRoutes, loaders, import('@/client/components/ui/toaster')]);
    await yieldToBrowser();
    // tailwind-merge builds its tables on its first call (some 40 ms on a slow phone): here, rather
    // than inside the first component's render, which would then be one long task.
    cn('p-0', 'p-1');
    await yieldToBrowser();
  }
  // The router starts with the loaders' answers (the data itself is in the query cache), so it renders at once.
  const router = createBrowserRouter(routes, rendered ? { hydrationData: { loaderData: rendered.loaderData } } : undefined);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <HydrationSignal>
          <RouterProvider router={router} />
        </HydrationSignal>
      </Providers>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  // The boot script reads what browsers filled in before hydration may reset it.
  window.dispatchEvent(new Event('arbour:hydrating'));
  // As a transition, hydration yields to the browser every few milliseconds instead of being one
  // long task: a page hydrating while the visitor reads (a signed-in page does, once its code has
  // arrived) never blocks what they do next, and a press meanwhile hydrates at once what it needs.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is recovered from by rendering afresh; say where it was, as it costs the visitor a repaint.
      onRecoverableError: (error, info) => {
        console.error('The page differed from its server rendering', error, info.componentStack);
        reportClientError('hydration', error);
      },
    });
  });
}

type Matches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

async function runLoaders(matches: Matches) {
  const request = new Request(window.location.href);
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function' ? route.loader({ request, params, context: undefined } as unknown as LoaderFunctionArgs) : undefined,
    ),
  );
}

async function loadLazyRoutes(matches: Matches) {
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const));
      for (const [key, value] of loaded) Object.assign(route, { [key]: value });
      delete route.lazy;
    }),
  );
}

// Awaited, so a page that fails to start rejects the boot script's import (it then reloads once).
await start(container);

// Production builds only: the worker precaches built files, which development does not build.
// After load, so its downloads never compete with the first page's.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('@/client/lib/pwa/register-service-worker').then((m) => m.registerServiceWorker());
  // A server-rendered page loads the app on interaction, long after its load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
