import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/invitations';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { companyOrigin } from '../lib/company-origin';
import type { Logger } from '../lib/logger';
import { requestProtocol } from '../lib/security-headers';
import * as schema from '../db/schema/index';
import { companyHostPatterns, requestHost, tenantSubdomainFromHost } from '../tenancy/tenant-host';
import { forgetOneTimeLinks, lifecycleHooks } from './auth-lifecycle';
import { authCompanyId, companyScopedAdapter } from './company-scoped-adapter';
import { hashPassword } from './password';
import { passwordChecker } from './password-upgrade';
import { queuePasswordResetEmail, RESET_LINK_TTL_SECONDS } from './password-reset';

/** Headers the app sets after its own checks; a client's values are replaced. */
export const TENANT_HEADER = 'x-arbour-company-id';
export const CLIENT_IP_HEADER = 'x-arbour-client-ip';
/** The company's configured origin (never the request's Host), for links in emails: a reset link opens on the company's own address. */
export const PORTAL_URL_HEADER = 'x-arbour-portal-url';

const SESSION_DAYS = 7;

export function createAuth(db: Database, config: AppConfig, logger: Logger) {
  const signInLimit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return betterAuth({
    appName: 'Arbour',
    // Into our structured log, not the console.
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ auth: args.length ? args : undefined }, message);
      },
    },
    secret: config.authSecret,
    basePath: '/api/auth',
    // Each tenant has its own host; the tenant middleware has already refused hosts that name no
    // company before a request reaches here. The hosts are the tenant resolver's; any other (an IP
    // literal, which in development is the default company, or a proxy's own name for the app)
    // falls back to the default company's configured origin instead of failing with a 500.
    baseURL: {
      allowedHosts: companyHostPatterns(config),
      protocol: config.isProduction ? 'https' : 'http',
      fallback: companyOrigin(config, { subdomain: config.defaultTenant }),
    },
    // Besides the names above: the caller's own origin when its host is one the tenant resolver
    // takes (in development, an IP literal), as the app's own origin check does.
    trustedOrigins: (request) => {
      const host = request && requestHost(request.headers, config);
      const own = host && tenantSubdomainFromHost(host, config) ? `${requestProtocol(request, config)}://${host}` : null;
      return [...config.trustedOrigins, own];
    },
    database: companyScopedAdapter(drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    })),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by staff invitations and the seed, never by self sign-up.
      disableSignUp: true,
      // The API checks new passwords with zNewPassword first; these are better-auth's own backstop.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: passwordChecker(db) },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      // Whoever knew the old password is signed out everywhere once it is replaced,
      revokeSessionsOnPasswordReset: true,
      // and the account's other reset links stop working: a link works once, for all of them.
      onPasswordReset: async ({ user }) => forgetOneTimeLinks(db, authCompanyId(), user.id),
      sendResetPassword: async ({ user, token }, request) => {
        await queuePasswordResetEmail(db, {
          user,
          token,
          companyId: request?.headers.get(TENANT_HEADER) ?? null,
          portalUrl: request?.headers.get(PORTAL_URL_HEADER) ?? null,
          demoMode: config.demoMode,
        });
      },
    },
    // Reset tokens are kept as hashes, so a copy of the database resets no passwords.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    // Password changes, two-factor turned on and authenticator codes (auth-lifecycle.ts).
    hooks: lifecycleHooks(db),
    plugins: [
      twoFactor({
        // Authenticator apps only; better-auth's emailed codes are not offered.
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    user: {
      additionalFields: {
        role: { type: 'string', input: false, required: true, defaultValue: 'customer' },
        companyId: { type: 'string', input: false, required: true },
        isFirstLogin: { type: 'boolean', input: false, required: true, defaultValue: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': signInLimit,
        // A code is 6 digits: guesses are limited like passwords (better-auth also ends a
        // challenge after 5 wrong codes and locks the account's codes after 10).
        '/two-factor/*': signInLimit,
        '/request-password-reset': signInLimit,
        '/reset-password': signInLimit,
        // The current password is checked here too.
        '/change-password': signInLimit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: {
        generateId: ({ model }) => (model === 'user' ? `user-${randomUUID()}` : randomUUID()),
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
