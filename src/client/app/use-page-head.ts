import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { CompanyBranding } from '@/shared/schemas/company';
import type { SiteContent } from '@/shared/schemas/site-content';
import { PUBLIC_PAGE_PATHS, publicPageMeta } from '@/shared/site-pages';
import { readInlinedData } from '@/client/lib/inlined-data';
import { queryKeys } from '@/client/lib/query-keys';

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);
let inlined: SiteContent | undefined | null = null;

/**
 * Keeps the tab title and description those the server wrote for the page (src/server/lib/page-head.ts)
 * as the visitor moves between pages: a search engine that runs the page's JavaScript reads these.
 * The site content is read from the cache (or the page's inlined copy), never fetched from here.
 */
export function usePageHead(pathname: string, company: CompanyBranding | null): void {
  const queryClient = useQueryClient();
  const read = () => queryClient.getQueryData<SiteContent>(queryKeys.siteContent) ?? inlinedContent();
  // The same read on the server (pages rendered there), where the cache holds the page's data.
  const content = useSyncExternalStore((onChange) => queryClient.getQueryCache().subscribe(onChange), read, read);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = company && content && PUBLIC_PATHS.has(path) ? publicPageMeta(path, content, company.name) : null;
  const title = meta?.title ?? company?.name;
  const description = meta?.description;

  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

function inlinedContent(): SiteContent | undefined {
  if (inlined === null) inlined = readInlinedData<SiteContent>('siteContent');
  return inlined;
}
