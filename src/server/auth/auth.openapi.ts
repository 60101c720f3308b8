import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  zBackupCode,
  zChangePassword,
  zRequestPasswordReset,
  zResetPassword,
  zSignIn,
  zTwoFactorCode,
  zTwoFactorPassword,
  zTwoFactorSetup,
  zTwoFactorStatus,
} from '../../shared/schemas/auth';
import type { AppEnv } from '../app-env';
import { errorResponses, jsonContent, PUBLIC, zErrorBody } from '../lib/openapi';

/** better-auth serves these; they are documented here so the API document is complete. */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags: ['Account'],
    summary: 'Sign in with email and password; sets the session cookie',
    security: PUBLIC,
    request: { body: { content: { 'application/json': { schema: zSignIn } } } },
    responses: {
      200: { description: 'Signed in' },
      400: errorResponses[400],
      401: errorResponses[401],
      429: jsonContent(zErrorBody, 'Too many sign-in attempts from this address'),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['Account'],
    summary: 'Sign out; ends the session if there is one (safe to repeat)',
    security: PUBLIC,
    request: { body: { content: { 'application/json': { schema: z.object({}) } } } },
    responses: { 200: { description: 'Signed out' } },
  });
  const body = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } }, required: true } });
  const limited = jsonContent(zErrorBody, 'Too many attempts from this address');
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/request-password-reset',
    tags: ['Account'],
    summary: 'Emails a one-time reset link (one hour) if the address has an account here; the same answer either way',
    security: PUBLIC,
    request: body(zRequestPasswordReset),
    responses: { 200: { description: 'Accepted' }, 400: errorResponses[400], 429: limited },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/reset-password',
    tags: ['Account'],
    summary: "Sets a new password with a reset link's token, once; ends every session of the account",
    security: PUBLIC,
    request: body(zResetPassword),
    responses: { 200: { description: 'Password changed' }, 400: errorResponses[400], 410: jsonContent(zErrorBody, 'The link was used already, or has expired'), 429: limited },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/change-password',
    tags: ['Account'],
    summary:
      "The signed-in user's new password, with the current one; ends every other session of the account and its outstanding reset links, and renews this session's cookie",
    request: body(zChangePassword),
    responses: {
      200: { description: 'Password changed' },
      400: errorResponses[400],
      401: errorResponses[401],
      403: jsonContent(zErrorBody, "A demo site's shared sample account"),
      429: limited,
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/auth/two-factor/status',
    tags: ['Account'],
    summary: "Whether the signed-in user's sign-in asks for an authenticator code",
    responses: { 200: jsonContent(zTwoFactorStatus, 'On or off'), 401: errorResponses[401] },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/two-factor/enable',
    tags: ['Account'],
    summary: 'Staff and admins: with the password, a new authenticator secret (otpauth URI) and backup codes; on once a first code is verified',
    request: body(zTwoFactorPassword),
    responses: { 200: jsonContent(zTwoFactorSetup, 'The secret and backup codes'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 429: limited },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/two-factor/disable',
    tags: ['Account'],
    summary: 'Turns two-factor authentication off, with the password',
    request: body(zTwoFactorPassword),
    responses: { 200: { description: 'Off' }, 400: errorResponses[400], 401: errorResponses[401], 429: limited },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tags: ['Account'],
    summary: "An authenticator code: finishes a sign-in that asked for one (sets the session cookie), or turns two-factor on",
    security: PUBLIC,
    request: body(zTwoFactorCode),
    responses: { 200: { description: 'Verified' }, 400: errorResponses[400], 401: errorResponses[401], 429: limited },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    tags: ['Account'],
    summary: 'A backup code instead of an authenticator code, once each; finishes the sign-in',
    security: PUBLIC,
    request: body(zBackupCode),
    responses: { 200: { description: 'Verified' }, 400: errorResponses[400], 401: errorResponses[401], 429: limited },
  });
}
