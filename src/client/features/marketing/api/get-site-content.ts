import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContent } from '@/shared/schemas/site-content';
import { api } from '@/client/lib/api-client';
import { readInlinedData } from '@/client/lib/inlined-data';
import { queryKeys } from '@/client/lib/query-keys';

/** The app's page head reads the same cache entry (src/client/app/use-page-head.ts). */
export const siteContentQueryKey = queryKeys.siteContent;

/**
 * No zod here on purpose: the public pages must stay small, and the server already checks
 * the document on every read and write (src/shared/schemas/site-content.ts).
 */
export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return api.get<SiteContent>('/api/site-content', undefined, signal);
}

export function siteContentQueryOptions() {
  return queryOptions({
    queryKey: siteContentQueryKey,
    queryFn: ({ signal }) => getSiteContent(signal),
    // The copy inlined into the page by the server, when there is one: no spinner on first paint.
    initialData: () => readInlinedData<SiteContent>('siteContent'),
    // Marketing copy changes rarely; one read per visit is plenty.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useSiteContent() {
  return useQuery(siteContentQueryOptions());
}
