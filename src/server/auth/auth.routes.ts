import { Hono } from 'hono';
import type { Role } from '../../shared/constants/roles';
import { AppError, type AppErrorCode } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { CompanyRow } from '../db/schema/companies';
import { errorResponse, routeNotFound, unavailableResponse, validationError } from '../lib/http-errors';
import { type Auth, CLIENT_IP_HEADER, PORTAL_URL_HEADER, TENANT_HEADER } from './auth';
import { withAuthCompany } from './company-scoped-adapter';
import { can } from './permissions';
import { clientIp } from './middleware';
import { isSampleAccount, resetTokenBelongsTo } from './password-reset';
import { TOTP_CODE_USED } from './totp-replay';
import {
  AUTH_BODY_SCHEMAS,
  AUTH_ENDPOINTS,
  CHANGE_PASSWORD_PATH,
  NOT_FOR_SAMPLE_ACCOUNTS,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATHS,
  SIGNED_IN_AUTH_PATHS,
  TWO_FACTOR_ENABLE_PATH,
} from './auth-paths';

/** Where a sign-in goes instead of the host's company, and the cookie that tells the browser. */
export interface SignInElsewhere {
  companyId: string;
  setCookie: string;
}

/**
 * Asked before a valid sign-in form reaches better-auth: a feature may send the sign-in to another
 * company (demo mode: a sample account signs in to the browser's own copy of the demo company), or
 * answer null. The app hands it in, so auth never imports a feature.
 */
export type BeforeSignIn = (input: { tenant: CompanyRow; email: string; password: string; cookieHeader: string | null; clientIp: string }) => Promise<SignInElsewhere | null>;

/**
 * Mounts better-auth at /api/auth after our own tenant check, for the endpoints the app uses
 * only (AUTH_ENDPOINTS), tells it the tenant and the caller's address, and answers its errors
 * in the API's shape.
 */
export function authRoutes(auth: Auth, config: AppConfig, hooks: { beforeSignIn?: BeforeSignIn } = {}) {
  return new Hono<AppEnv>()
    .get('/api/auth/two-factor/status', async (c) => {
      const existing = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!existing || c.get('foreignSession') || existing.user.companyId !== c.get('tenant').id) {
        return errorResponse(c, new AppError('UNAUTHENTICATED', 'Please sign in to continue.'));
      }
      return c.json({ enabled: existing.user.twoFactorEnabled === true }, 200);
    })
    .all('/api/auth/*', async (c) => {
      // The path as sent (not decoded), so an encoded variant of an allowed path is not taken for it.
      const path = new URL(c.req.url).pathname;
      if (!AUTH_ENDPOINTS.has(`${c.req.method} ${path}`)) return routeNotFound(c);
      const isSignIn = SIGN_IN_PATHS.includes(path);
      const existing = isSignIn ? null : await auth.api.getSession({ headers: c.req.raw.headers });
      // A session of another company (row-level security hides it from better-auth here) is refused, not ignored.
      if (c.get('foreignSession') || (existing && existing.user.companyId !== c.get('tenant').id)) {
        return errorResponse(c, new AppError('UNAUTHENTICATED', 'Please sign in to continue.'));
      }
      if (!existing && SIGNED_IN_AUTH_PATHS.includes(path)) {
        return errorResponse(c, new AppError('UNAUTHENTICATED', 'Please sign in to continue.'));
      }
      if (existing && path === TWO_FACTOR_ENABLE_PATH) {
        // Customers are not offered an authenticator app; staff and admins choose to use one.
        if (!can({ role: existing.user.role as Role }, 'account:two-factor')) {
          return errorResponse(c, new AppError('FORBIDDEN', 'Two-factor authentication is for staff accounts.'));
        }
      }
      // Visitors sign in with the sample accounts: a new password would stop quick access working,
      // and a code on the demo company itself would lock the others out. In a visitor's own copy
      // only that visitor would meet the code, so they may try two-factor there.
      const notForSample = NOT_FOR_SAMPLE_ACCOUNTS[path];
      const triesTwoFactorInOwnCopy = path === TWO_FACTOR_ENABLE_PATH && c.get('tenant').demoOf !== null;
      if (existing && notForSample && !triesTwoFactorInOwnCopy && config.demoMode && isSampleAccount(c.get('tenant'), existing.user.email)) {
        return errorResponse(c, new AppError('FORBIDDEN', notForSample));
      }
      let body: string | undefined;
      let demo: SignInElsewhere | null = null;
      const schema = c.req.method === 'POST' ? AUTH_BODY_SCHEMAS[path] : undefined;
      if (schema) {
        // Our own schema first, so bad input gets the API's 400 with fields (and the same
        // password rules as everywhere else) before better-auth sees it.
        const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
        if (!parsed.success) return errorResponse(c, validationError(parsed.error));
        if (path === RESET_PASSWORD_PATH && !(await resetTokenBelongsTo(auth, (parsed.data as { token: string }).token, c.get('tenant').id))) {
          // Answered as a used or expired link, so another company's host learns nothing of it.
          return errorResponse(c, new AppError('GONE', INVALID_RESET_LINK));
        }
        // The authenticator app lists the account under the company's name.
        const issuer = path === TWO_FACTOR_ENABLE_PATH ? { issuer: c.get('tenant').name } : {};
        // A new password always ends the account's other sessions, whatever the caller asked.
        const revoke = path === CHANGE_PASSWORD_PATH ? { revokeOtherSessions: true } : {};
        body = JSON.stringify({ ...(parsed.data as object), ...issuer, ...revoke });
        if (isSignIn) {
          // Demo mode: a sample account signs in to this browser's own copy of the demo company.
          const { email, password } = parsed.data as { email: string; password: string };
          demo = (await hooks.beforeSignIn?.({ tenant: c.get('tenant'), email, password, cookieHeader: c.req.header('cookie') ?? null, clientIp: clientIp(c, config) })) ?? null;
        }
      }
      const headers = new Headers(c.req.raw.headers);
      // A browser with a copy of a demo company has it as its tenant (the tenant middleware): any other
      // sign-in there is to an account made in that copy, such as a customer its staff invited.
      headers.set(TENANT_HEADER, demo?.companyId ?? c.get('tenant').id);
      headers.set(CLIENT_IP_HEADER, clientIp(c, config));
      headers.set(PORTAL_URL_HEADER, c.get('portalUrl'));
      if (body !== undefined) headers.delete('content-length');
      const request = new Request(c.req.raw, { headers, ...(body !== undefined ? { body } : {}) });
      // better-auth's lookups by email see only the accounts of the company the header names.
      const response = await withAuthCompany(headers.get(TENANT_HEADER)!, () => auth.handler(request));
      // better-auth answers 500 for a failure of its own storage (it has logged it): the database did
      // not answer, and asking again may succeed.
      if (response.status >= 500) return unavailableResponse(c);
      if (response.status >= 400) return toApiError(response, path);
      if (demo) response.headers.append('Set-Cookie', demo.setCookie);
      return withoutSessionToken(response);
    });
}

/**
 * better-auth answers a new session's token in the body as well as in the cookie. The browser needs
 * only the httpOnly cookie, which a script cannot read; a token in the body could be read by one.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response.clone().json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('token' in body)) return response;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, statusText: response.statusText, headers });
}

const INVALID_RESET_LINK = 'This reset link has expired or has been used. Ask for a new one.';

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** better-auth's error codes that have a clearer answer for the person at the keyboard. */
const MESSAGES_BY_AUTH_CODE: Record<string, { code: AppErrorCode; message: string; field?: string }> = {
  // A form error (400), not a 401: the caller is signed in, only the password they typed is wrong.
  INVALID_PASSWORD: { code: 'VALIDATION_FAILED', message: 'That password is not right.', field: 'password' },
  INVALID_CODE: { code: 'INVALID_CREDENTIALS', message: 'That code is not right. Check the app and try again.' },
  INVALID_BACKUP_CODE: { code: 'INVALID_CREDENTIALS', message: 'That backup code is not right, or has been used.' },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHENTICATED', message: 'Your sign-in has timed out. Please sign in again.' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'UNAUTHENTICATED', message: 'Too many wrong codes. Please sign in again.' },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'RATE_LIMITED', message: 'Too many wrong codes. Please wait 15 minutes and try again.' },
  INVALID_TOKEN: { code: 'GONE', message: INVALID_RESET_LINK },
  TOTP_ALREADY_ENABLED: { code: 'CONFLICT', message: 'Two-factor authentication is already on.' },
  [TOTP_CODE_USED]: { code: 'INVALID_CREDENTIALS', message: 'That code has been used already. Wait for your app to show a new one.' },
};

async function toApiError(response: Response, path: string): Promise<Response> {
  let message = response.statusText || 'The request could not be completed.';
  let authCode: string | undefined;
  try {
    const body = (await response.clone().json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (typeof body.code === 'string') authCode = body.code;
  } catch {
    // not JSON: keep the status text
  }
  const isSignIn = SIGN_IN_PATHS.includes(path);
  let code: AppErrorCode = response.status === 401 && isSignIn ? 'INVALID_CREDENTIALS' : (CODE_BY_STATUS[response.status] ?? 'BAD_REQUEST');
  const known = authCode ? MESSAGES_BY_AUTH_CODE[authCode] : undefined;
  if (known && !isSignIn) ({ code, message } = known);
  // The change-password form names the password it checks "current password".
  const field = known?.field === 'password' && path === CHANGE_PASSWORD_PATH ? 'currentPassword' : known?.field;
  const fields = field && known && !isSignIn ? { [field]: [known.message] } : undefined;
  if (code === 'INVALID_CREDENTIALS' && isSignIn) message = 'Invalid email or password';
  if (code === 'RATE_LIMITED' && !known) message = 'Too many attempts. Please wait a minute and try again.';
  if (code === 'RATE_LIMITED' && isSignIn) message = 'Too many sign-in attempts. Please wait a minute and try again.';
  const status = known && !isSignIn ? statusOf(code) : response.status;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }), { status, headers });
}

function statusOf(code: AppErrorCode): number {
  return new AppError(code, '').status;
}
