import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What a page module may export beside its component: the data it shows, put in the query cache
 * before it renders (React Router runs it on the server before the one render, and in the
 * browser before a navigation shows the page). It uses the features' own `queryOptions`, so the
 * page's `useQuery` calls find exactly what was loaded.
 */
export type PageLoader = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;

/**
 * Loads each read into the cache, all at once. A read that fails is left to the page, which shows
 * it failed and offers to try again (as it would have without a loader), so a loader never throws
 * for a failed read; the server then leaves the page to the browser.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own data type; only the cache holds them
type AnyRead = EnsureQueryDataOptions<any, any, any, any>;

export async function ensureQueries(queryClient: QueryClient, reads: readonly (AnyRead | false | null | undefined)[]): Promise<void> {
  await Promise.all(reads.map((read) => (read ? ensure(queryClient, read) : undefined)));
}

/** One read's data, or undefined when it failed (for a read that depends on another's answer). */
export async function ensure<TQueryFnData, TError, TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  read: EnsureQueryDataOptions<TQueryFnData, TError, TData, TKey>,
): Promise<TData | undefined> {
  try {
    return await queryClient.ensureQueryData(read);
  } catch {
    return undefined;
  }
}
