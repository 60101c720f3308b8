import type { ZodType } from 'zod';
import {
  zBackupCode,
  zChangePassword,
  zRequestPasswordReset,
  zResetPassword,
  zSignIn,
  zTwoFactorCode,
  zTwoFactorPassword,
} from '../../shared/schemas/auth';

export const SIGN_IN_PATHS = ['/api/auth/sign-in/email'];
export const SIGN_OUT_PATH = '/api/auth/sign-out';
export const TWO_FACTOR_ENABLE_PATH = '/api/auth/two-factor/enable';
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';
/** Refused to an anonymous caller before their input is read, like the API's other signed-in routes. */
export const SIGNED_IN_AUTH_PATHS = [TWO_FACTOR_ENABLE_PATH, '/api/auth/two-factor/disable', CHANGE_PASSWORD_PATH];
/** A demo site's sample accounts are shared by every visitor: none of them may lock the others out. */
export const NOT_FOR_SAMPLE_ACCOUNTS: Record<string, string> = {
  [TWO_FACTOR_ENABLE_PATH]: 'The sample accounts are shared, so they cannot use two-factor authentication.',
  [CHANGE_PASSWORD_PATH]: 'The sample accounts are shared, so their password cannot be changed.',
};

/**
 * The better-auth endpoints the app uses, each with the schema its body must pass before
 * better-auth sees it. The client's forms use the same schemas.
 */
export const AUTH_BODY_SCHEMAS: Record<string, ZodType> = {
  '/api/auth/sign-in/email': zSignIn,
  '/api/auth/request-password-reset': zRequestPasswordReset,
  [RESET_PASSWORD_PATH]: zResetPassword,
  [CHANGE_PASSWORD_PATH]: zChangePassword,
  [TWO_FACTOR_ENABLE_PATH]: zTwoFactorPassword,
  '/api/auth/two-factor/disable': zTwoFactorPassword,
  '/api/auth/two-factor/verify-totp': zTwoFactorCode,
  '/api/auth/two-factor/verify-backup-code': zBackupCode,
};

/**
 * The only better-auth endpoints served, as "METHOD /path": those the app's own screens call.
 * better-auth has many more (update-user, change-email, verify-email with its redirect,
 * list-sessions…), each a way round the app's rules, so every other /api/auth path is a 404.
 * All but sign-out, which reads no body, have a schema above.
 */
export const AUTH_ENDPOINTS: ReadonlySet<string> = new Set([...Object.keys(AUTH_BODY_SCHEMAS), SIGN_OUT_PATH].map((path) => `POST ${path}`));
