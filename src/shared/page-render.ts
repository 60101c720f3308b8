/**
 * The contract between the server and the built page renderer (src/client/entry-server.tsx):
 * the server fetches the page's data, the renderer turns it into the page's HTML, and the same
 * data is inlined into the page so the browser hydrates with exactly what the server rendered.
 */
export interface InlinedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server read it (ms since the epoch), so the browser knows how fresh it is. */
  updatedAt?: number;
}

/** A GET of the app's own API for the visitor whose page is rendered (their host and session). */
export type PageApiFetch = (path: string) => Promise<Response>;

export interface PageRenderInput {
  /** The full URL of the page (origin, path and query). */
  url: string;
  queries: InlinedQuery[];
  /**
   * Given, the renderer also reads what the page asks for beyond `queries` through the app's own
   * query functions (a signed-in page: its data depends on who is looking); without it, what is
   * not in `queries` renders as loading.
   */
  fetchApi?: PageApiFetch;
  /** The IANA time zone the page writes times in: the visitor's, so hydration finds the same text. */
  timeZone?: string;
  /** Render only the not-found page: null for a path the router has a page for. */
  notFoundOnly?: boolean;
}

export interface RenderedPage {
  html: string;
  /** 404 for the not-found page (the router's catch-all). */
  status: number;
  /** Everything the page was rendered with, to inline: the browser's first render must match. */
  queries: InlinedQuery[];
  /**
   * False when a read the page asked for failed, so part of it shows as loading: the browser asks
   * again only once the app runs, which a server-rendered page waits on until the visitor interacts.
   */
  complete?: boolean;
}

/** Null when the path is not a page the renderer knows. */
export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage | null>;
