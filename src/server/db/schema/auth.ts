import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/constants/roles';
import { companies } from './companies';

// better-auth's tables. Property names are the fields better-auth expects;
// column names follow our snake_case convention.

export const roleEnum = pgEnum('role', ROLES);

/**
 * better-auth writes these tables itself and knows nothing of companies: their company is the one
 * the request runs for (`app.company_id`, tenant-context.ts), and with none set the insert fails.
 */
const companyOfRequest = {
  companyId: uuid('company_id')
    .notNull()
    .default(sql`nullif(current_setting('app.company_id', true), '')::uuid`)
    .references(() => companies.id, { onDelete: 'cascade' }),
};

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique within the company: one person may hold an account with each of several companies. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: roleEnum('role').notNull().default('customer'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    phone: text('phone'),
    /** Set by better-auth's two-factor plugin once an authenticator app's first code is verified. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('users_company_id_idx').on(t.companyId),
    uniqueIndex('users_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    // better-auth looks an account up by its (lower-case) email within the company.
    index('users_company_email_exact_idx').on(t.companyId, t.email),
    // What every child's (company_id, user) reference points at, so no row names another company's user.
    unique('users_company_id_id_key').on(t.companyId, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').notNull(),
    ...companyOfRequest,
    ...timestamps,
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    foreignKey({ name: 'sessions_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...companyOfRequest,
    ...timestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    foreignKey({ name: 'accounts_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...companyOfRequest,
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * An authenticator app (TOTP) for a staff or admin user, better-auth's two-factor plugin's table.
 * The secret and the backup codes are stored encrypted with the auth secret; `verified` stays
 * false until the user proves the app with a first code.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().unique(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(false),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The 30-second time step of the last code accepted, not better-auth's: a code is refused once
     * its step (or an earlier one) has been used, so one code cannot complete two sign-ins.
     */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    ...companyOfRequest,
  },
  (t) => [
    foreignKey({ name: 'two_factors_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Sign-in rate limits live in the database so that several app servers agree. Counted per company:
 * an address's attempts on one company's site say nothing of its attempts on another's.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
    ...companyOfRequest,
  },
  (t) => [uniqueIndex('rate_limits_company_key_idx').on(t.companyId, t.key)],
);

export type UserRow = typeof users.$inferSelect;
