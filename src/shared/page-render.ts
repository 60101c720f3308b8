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

export interface PageRenderInput {
  /** The full URL of the page (origin, path and query). */
  url: string;
  queries: InlinedQuery[];
}

export interface RenderedPage {
  html: string;
  status: number;
}

/** Null when the path is not a page the renderer knows. */
export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage | null>;
