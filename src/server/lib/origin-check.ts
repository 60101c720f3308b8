import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { requestHost } from '../tenancy/tenant-host';
import { errorResponse } from './http-errors';
import { requestProtocol } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tenants share one site (acme.arbour.app and demo.arbour.app), so SameSite
 * cookies alone would let one tenant's page post to another. A state-changing
 * request from a browser must come from this very origin.
 */
export function originCheck(config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (!origin) {
      // Browsers always send Origin on these requests; tools such as curl carry no cookies of a victim.
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return refuse(c);
      return next();
    }
    const self = `${requestProtocol(c.req.raw, config)}://${requestHost(c.req.raw.headers, config) ?? ''}`;
    if (origin === self || config.trustedOrigins.includes(origin)) return next();
    return refuse(c);
  };
}

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  return errorResponse(c, new AppError('FOREIGN_ORIGIN', 'This request came from another site and was refused.'));
}
