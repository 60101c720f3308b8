import { Hono } from 'hono';
import type { AppErrorCode } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { type Auth, CLIENT_IP_HEADER, TENANT_HEADER } from './auth';
import { clientIp } from './middleware';

const SIGN_IN_PATHS = ['/api/auth/sign-in/email'];

/**
 * Mounts better-auth at /api/auth after our own tenant check, tells it the
 * tenant and the caller's address, and answers its errors in the API's shape.
 */
export function authRoutes(auth: Auth, config: AppConfig) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const isSignIn = SIGN_IN_PATHS.includes(c.req.path);
    if (!isSignIn) {
      const existing = await auth.api.getSession({ headers: c.req.raw.headers });
      if (existing && existing.user.companyId !== c.get('tenant').id) {
        return c.json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } }, 401);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(TENANT_HEADER, c.get('tenant').id);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return response.status >= 400 ? toApiError(response, isSignIn) : response;
  });
}

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

async function toApiError(response: Response, isSignIn: boolean): Promise<Response> {
  let message = response.statusText || 'The request could not be completed.';
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  const code: AppErrorCode =
    response.status === 401 && isSignIn ? 'INVALID_CREDENTIALS' : (CODE_BY_STATUS[response.status] ?? 'BAD_REQUEST');
  if (code === 'INVALID_CREDENTIALS') message = 'Invalid email or password';
  if (code === 'RATE_LIMITED' && isSignIn) message = 'Too many sign-in attempts. Please wait a minute and try again.';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  const status = response.status >= 500 ? 500 : response.status;
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
}
