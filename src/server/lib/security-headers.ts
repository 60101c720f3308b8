import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { setResponseHeader } from './response-headers';

/**
 * What `npm run dev` adds to the policy for Vite's hot reload, and nothing else: the inline scripts
 * Vite's plugins write into every page (React's refresh preamble), by hash, and its websocket.
 */
export interface DevServerCsp {
  /** `'sha256-…'` sources, one per inline script. */
  scriptSrc: string[];
  connectSrc: string[];
}

/**
 * CSP without inline scripts, no framing, no sniffing; HSTS only when served over https. The dev
 * server's additions are refused in production.
 */
export function securityHeaders(config: AppConfig, devServer?: DevServerCsp): MiddlewareHandler<AppEnv> {
  if (devServer && config.isProduction) throw new Error('The dev server\'s CSP sources are for development only (NODE_ENV=production)');
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(devServer?.scriptSrc ?? [])],
      // Radix and sonner set inline styles at run time; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(devServer?.connectSrc ?? [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    crossOriginResourcePolicy: 'same-origin',
    // A handler that sets a stricter header of its own keeps it (file downloads: CSP sandbox).
    overwrite: false,
  });
  return async (c, next) => {
    await base(c, next);
    if (requestProtocol(c.req.raw, config) === 'https') {
      setResponseHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      secureCookies(c.res.headers);
    }
  };
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

/**
 * A cookie set over https is marked Secure, so the browser never sends it over plain http.
 * better-auth decides this once at start (from NODE_ENV), not per request; behind a proxy that
 * ends TLS only the request says which it is.
 */
function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => SECURE_ATTRIBUTE.test(cookie))) return;
  headers.delete('Set-Cookie');
  for (const cookie of cookies) headers.append('Set-Cookie', SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`);
}

export function requestProtocol(request: Request, config: AppConfig): 'http' | 'https' {
  const forwarded = config.trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return request.url.startsWith('https:') ? 'https' : 'http';
}
