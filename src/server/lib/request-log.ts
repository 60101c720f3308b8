import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from './logger';

/**
 * Paths whose segment is a live secret: an invitation link (the API's and the page's) and
 * better-auth's reset-link callback. Whoever reads the log must not be able to use them.
 * A route with a `{token}` parameter belongs here (tests/security/trust/no-secrets.test.ts
 * checks every one in the OpenAPI document).
 */
// Case-insensitive and with any number of slashes, as the browser's router would still open such a path.
const SECRET_SEGMENTS: RegExp[] = [/^(?:\/+api)?\/+invitations\/+[^/]+/i, /^\/+api\/+auth\/+reset-password\/+[^/]+/i];

export const MASKED = '[token]';

/**
 * The request's path as the log may keep it: a secret segment reads [token]. The query string
 * is never logged (a reset link's `?token=` is there).
 */
export function loggablePath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    const found = pattern.exec(path);
    if (found) return found[0].replace(/[^/]+$/, MASKED) + path.slice(found[0].length);
  }
  return path;
}

/** One structured line per request, tagged with its request id. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        // Set only while traces are exported: the line leads to the request's trace.
        traceId: c.get('traceId'),
      },
      'request',
    );
  };
}
