import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import * as schema from '../db/schema/index';
import { signInAsDemoVisitor } from '../features/demo/demo.service';
import { findUserByEmail } from '../features/users/users.queries';

/** Headers the app sets after its own checks; a client's values are replaced. */
export const TENANT_HEADER = 'x-arbour-company-id';
export const CLIENT_IP_HEADER = 'x-arbour-client-ip';

const SESSION_DAYS = 7;

export function createAuth(db: Database, config: AppConfig, logger: Logger) {
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
    // Each tenant has its own host; the tenant middleware has already refused
    // hosts that name no company before a request reaches here.
    baseURL: {
      allowedHosts: ['localhost:*', 'localhost', '*.localhost:*', '*.localhost', '127.0.0.1:*', config.appDomain, `*.${config.appDomain}`],
      protocol: 'auto',
    },
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      const proto = config.trustProxy ? (request?.headers.get('x-forwarded-proto') ?? 'http') : new URL(request?.url ?? 'http://x').protocol.replace(':', '');
      return [...config.trustedOrigins, host ? `${proto}://${host}` : null];
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by staff invitations and the seed, never by self sign-up.
      disableSignUp: true,
      minPasswordLength: 8,
    },
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
        '/sign-in/email': { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const companyId = ctx.request?.headers.get(TENANT_HEADER);
        const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        if (!companyId || typeof body.email !== 'string' || typeof body.password !== 'string') return;
        const email = body.email.trim().toLowerCase();
        const existing = await findUserByEmail(db, email);
        if (existing && existing.companyId !== companyId) {
          // Same answer as a wrong password: say nothing about other companies' users.
          throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
        }
        if (!existing && config.demoMode) {
          await signInAsDemoVisitor(db, { companyId, email, password: body.password });
        }
      }),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
