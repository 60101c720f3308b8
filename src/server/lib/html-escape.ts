export { escapeHtml } from './company-status-page';

/**
 * JSON to put inside a `<script>` element: `<`, `>` and `&` become \u escapes, so no value
 * (a company name of `</script><script>…`) can close the element or open a comment, and
 * JSON.parse still reads the same data. U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
