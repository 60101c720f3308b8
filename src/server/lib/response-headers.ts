import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/**
 * Sets a header on the response a handler has already returned. `c.header()` would too, but on a
 * finished response it rebuilds it around a stream of its body: a full web Response where the Node
 * adapter kept a light one, which cost a small API read a tenth of its time. The light response's
 * headers are live, so they are set in place; only a response with immutable headers (one that came
 * from `fetch`) is rebuilt.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * `Vary: Accept-Encoding` on every response of a compressible type, compressed or not, so a shared
 * cache never hands a gzipped body to a client that did not ask for one. Runs inside `compress()`,
 * which then finds the header there and leaves the response as it is unless it compresses it.
 */
export function varyOnAcceptEncoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const vary = c.res.headers.get('Vary');
    if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
    setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
