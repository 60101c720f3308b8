import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '@/shared/schemas/auth';
import { Providers } from '@/client/app/providers';
import { Toaster } from '@/client/components/ui/toaster';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { browserStorage, savePreference, type Preferences } from '@/client/lib/preferences';
import { createQueryClient } from '@/client/lib/query-client';

export interface RenderWithProvidersOptions {
  /** The URL the router starts at (path, query and hash). */
  route?: string;
  /** Entries put in the query cache before the first render, as a loader or an earlier page would have left them. */
  queryData?: [QueryKey, unknown][];
  /** Who is signed in, as `GET /api/me` answers (null: signed out). Left out, the component asks the (stubbed) API. */
  session?: SessionUser | null;
  /** Display preferences already saved in this browser. */
  preferences?: Partial<Preferences>;
  /** Shows the router's current path and query in `data-testid="location"`, so a test can see what a page wrote there. */
  showLocation?: boolean;
  /** A query client of the test's own (for example one that never refetches); otherwise the app's, without retries. */
  queryClient?: QueryClient;
}

/** The app's query client (its caches and their handlers), minus what makes a test slow or flaky: no retries, data stale at once. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, staleTime: 0 },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a component as the app does: inside the app's providers (query cache, preferences, auth
 * state), a router and the toaster. `rerender` keeps them. Returns the query client and a user
 * (no pause between keystrokes: forms are typed into a lot, on a busy machine).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', queryData = [], session, preferences = {}, showLocation = false } = options;
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = options.queryClient ?? testQueryClient();
  if (session !== undefined) queryClient.setQueryData(meQueryKey, session);
  for (const [queryKey, data] of queryData) queryClient.setQueryData(queryKey, data);
  for (const [key, value] of Object.entries(preferences)) savePreference(browserStorage(), key as keyof Preferences, value);

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          {showLocation && <LocationProbe />}
        </MemoryRouter>
        <Toaster />
      </Providers>
    );
  }
  const view = { queryClient, ...render(ui, { wrapper: Wrapper }) };
  // Set up only when asked for (and left out of a spread): setting up replaces the clipboard, which some tests stub first.
  let user: UserEvent | undefined;
  Object.defineProperty(view, 'user', { enumerable: false, get: () => (user ??= userEvent.setup({ delay: null })) });
  return view as typeof view & { readonly user: UserEvent };
}
