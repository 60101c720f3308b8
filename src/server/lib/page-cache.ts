import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Public pages rendered once per company, path and content version, and served from memory.
 * (Being built: for now every request passes through.)
 */
export function publicPageCache(): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
  };
}
