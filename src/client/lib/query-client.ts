import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { createMutationCache } from './mutation-errors';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; network and server failures might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

type QueryDefaults = NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']>;

/**
 * The app's query client. A failed mutation is reported once, by its cache (see mutation-errors);
 * tests pass their own query defaults (no retry, no stale time) and keep that reporting.
 */
export function createQueryClient(queries: QueryDefaults = { retry: shouldRetry, staleTime: 30_000 }): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries,
      mutations: { retry: false },
    },
  });
}
