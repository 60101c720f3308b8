/**
 * Data the server may inline into index.html so the first paint needs no round trip:
 * `<script id="arbour-data" type="application/json">{"company": …, "siteContent": …}</script>`, or for a
 * page rendered on the server `{"state": …}` (src/shared/page-render.ts's PageState).
 * The block is parsed as JSON, never executed (the CSP forbids inline scripts anyway), and
 * anything unreadable counts as absent: the query then fetches as usual.
 */
export type InlinedDataKey = 'company' | 'siteContent' | 'state';

export const INLINED_DATA_ELEMENT_ID = 'arbour-data';

export function readInlinedData<T>(key: InlinedDataKey): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INLINED_DATA_ELEMENT_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return undefined;
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    const value = (data as Record<string, unknown>)[key];
    return value === null || value === undefined ? undefined : (value as T);
  } catch {
    return undefined;
  }
}
