import type { DehydratedState } from '@tanstack/react-query';
import type { CompanyBranding } from './schemas/company';
import type { SiteContent } from './schemas/site-content';
import type { SessionUser } from './schemas/auth';

/**
 * The contract between the server and the built page renderer (src/client/entry-server.tsx):
 * the renderer runs the page's route loaders, which read through the app's own API as the visitor,
 * renders the page once from what they loaded, and hands back that data to inline, so the browser
 * hydrates with exactly what the server rendered.
 */

/** A GET of the app's own API for the visitor whose page is rendered (their host and session). */
export type PageApiFetch = (path: string) => Promise<Response>;

export interface PageRenderInput {
  /** The full URL of the page (origin, path and query). */
  url: string;
  fetchApi: PageApiFetch;
  /** The IANA time zone the page writes times in: the visitor's, so hydration finds the same text. */
  timeZone: string;
  /** What the server has read already for this request: put in the cache, not fetched again. */
  known: { company: CompanyBranding; siteContent?: SiteContent; me: SessionUser | null };
}

/** What the browser starts from: the query cache (TanStack Query's dehydrated state) and the router's loader data. */
export interface PageState {
  dehydrated: DehydratedState;
  loaderData: Record<string, unknown>;
}

export interface RenderedPage {
  html: string;
  /** 404 for the not-found page (the router's catch-all). */
  status: number;
  state: PageState;
  /**
   * False when a read a loader asked for failed, so part of the page shows its error: the browser
   * then renders the page itself, asking again, rather than hydrate a page that says it failed.
   */
  complete: boolean;
  /** Queries the render asked for that no loader loaded (they render as loading): a bug in a loader. */
  unloaded: string[];
}

/** Null when the page is the browser's to render: a redirect, or a signed-in page for nobody signed in. */
export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage | null>;
