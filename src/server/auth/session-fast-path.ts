import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../app-env';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema/auth';
import type { CompanyRow } from '../db/schema/companies';
import { parseCookies } from '../lib/cookies';
import { type CompanyColumns, companyFromColumns } from '../tenancy/tenant-company.queries';
import type { Auth } from './auth';

/**
 * Reading the session on every API call without going through better-auth's endpoint machinery.
 *
 * better-auth's `getSession` builds a whole endpoint context, checks the signed cookie, reads the
 * session and then its user (two statements) and filters their fields. This does the same check
 * and one prepared statement for the common case only: a cookie whose signature is exactly the
 * one better-auth writes, of a session that is neither expired nor due to be extended. Anything
 * else (an expired or refreshable session, a signature in an unexpected form, the "don't remember
 * me" cookie, a configuration this does not model) is `'fallback'`: the caller asks better-auth,
 * so expiry extension, clean-up and every edge case stay better-auth's own.
 */
export type SessionRead = { kind: 'anonymous' } | { kind: 'signed-in'; user: SessionUserRow } | { kind: 'fallback' };

export interface SessionUserRow {
  expiresAt: Date;
  userId: string;
  name: string;
  email: string;
  role: Actor['role'];
  companyId: string;
  isFirstLogin: boolean;
}

interface FastPathConfig {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const ANONYMOUS = { kind: 'anonymous' } as const;
const FALLBACK = { kind: 'fallback' } as const;

/** What a session read gives the actor: the session's expiry and its user. */
const sessionUserColumns = {
  expiresAt: sessions.expiresAt,
  userId: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  companyId: users.companyId,
  isFirstLogin: users.isFirstLogin,
};

const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_with_user_by_token'),
);

/**
 * What the session cookie alone says, before any database read: no session, ask better-auth, or a
 * token to look up and then `judge` (expired, due for extension, or signed in).
 */
export type SessionCookie = { kind: 'anonymous' } | { kind: 'fallback' } | { kind: 'token'; token: string; judge: (row: SessionUserRow | undefined) => SessionRead };

/** One reader per auth instance; its configuration comes from better-auth's own context. */
export function sessionCookieReader(auth: Auth): (cookieHeader: string | null) => Promise<SessionCookie> {
  let config: Promise<FastPathConfig | null> | undefined;

  return async (cookieHeader) => {
    config ??= fastPathConfig(auth);
    const c = await config;
    if (!c) return FALLBACK;
    // better-auth reads the header the same way: no cookie of that name (or an empty one) is no session.
    const cookies = cookieHeader ? parseCookies(cookieHeader) : undefined;
    const value = cookies?.get(c.sessionCookie);
    if (!value) return ANONYMOUS;
    if (cookies!.has(c.dontRememberCookie)) return FALLBACK;
    const token = verifiedToken(value, c.secret);
    if (token === undefined) return FALLBACK;
    return { kind: 'token', token, judge: (row) => judgeSession(row, c) };
  };
}

function judgeSession(row: SessionUserRow | undefined, c: FastPathConfig): SessionRead {
  // No such session (signed out, revoked, or its user deleted): better-auth answers null with no write.
  if (!row) return ANONYMOUS;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  // Expired (better-auth deletes the row) or due to be extended (better-auth moves its expiry): its way.
  if (expiresAt < now) return FALLBACK;
  if (expiresAt - c.expiresInMs + c.updateAgeMs <= now) return FALLBACK;
  return { kind: 'signed-in', user: row };
}

/** The cookie and then, for a token, its session and user in one prepared statement. */
export function sessionReader(auth: Auth, db: Database): (cookieHeader: string | null) => Promise<SessionRead> {
  const readCookie = sessionCookieReader(auth);
  return async (cookieHeader) => {
    const cookie = await readCookie(cookieHeader);
    if (cookie.kind !== 'token') return cookie;
    const [row] = await sessionWithUser(db).execute({ token: cookie.token });
    return cookie.judge(row);
  };
}

interface CompanyWithSessionColumns extends CompanyColumns {
  session_expires_at: string | Date | null;
  session_user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  user_role: Actor['role'] | null;
  user_company_id: string | null;
  user_is_first_login: boolean | null;
  foreign_session: boolean;
}

/**
 * The company of this subdomain (undefined if none) with the session of this token and its user, if
 * there is one of that company or of a demo visitor's copy of it: on an API call with a session
 * cookie, the tenant and the session cost one round trip between them. A crossing path (no company
 * is known yet): the owner's function `app_company_with_session` (migration 0031).
 */
export async function findCompanyWithSession(
  db: Database,
  subdomain: string,
  token: string,
): Promise<{ company: CompanyRow; session: SessionUserRow | undefined; foreignSession: boolean } | undefined> {
  const { rows } = await db.execute<CompanyWithSessionColumns & Record<string, unknown>>(sql`select * from app_company_with_session(${subdomain}, ${token})`);
  const row = rows[0];
  if (!row) return undefined;
  const company = companyFromColumns(row);
  if (!row.session_expires_at || !row.session_user_id) return { company, session: undefined, foreignSession: row.foreign_session };
  return {
    company,
    foreignSession: false,
    session: {
      expiresAt: new Date(row.session_expires_at),
      userId: row.session_user_id,
      name: row.user_name!,
      email: row.user_email!,
      role: row.user_role!,
      companyId: row.user_company_id!,
      isFirstLogin: row.user_is_first_login!,
    },
  };
}

async function fastPathConfig(auth: Auth): Promise<FastPathConfig | null> {
  const ctx = await auth.$context;
  const options: BetterAuthOptions = ctx.options;
  // Sessions cached in a cookie or kept in secondary storage are read differently: leave them to better-auth.
  if (options.session?.cookieCache?.enabled || options.secondaryStorage || options.session?.disableSessionRefresh || options.session?.deferSessionRefresh) {
    return null;
  }
  return {
    sessionCookie: ctx.authCookies.sessionToken.name,
    dontRememberCookie: ctx.authCookies.dontRememberToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  };
}

/**
 * The token of a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256(secret, token))`),
 * or undefined when the signature is anything but that exact string: a forged one, and also an
 * unusual encoding better-auth's decoder might still accept, which the caller then hands to it.
 */
export function verifiedToken(value: string, secret: string): string | undefined {
  const known = verifiedCookies.get(value);
  if (known?.secret === secret) return known.token;
  const token = checkSignature(value, secret);
  if (token === undefined) return undefined;
  if (verifiedCookies.size >= MAX_VERIFIED_COOKIES) verifiedCookies.clear();
  verifiedCookies.set(value, { secret, token });
  return token;
}

/**
 * Cookies whose signature has been checked, so a session's every call does not compute the same
 * HMAC again. Only genuine signatures get in (a forged cookie is checked every time), and whether
 * the session still stands is read from the database on every call as before.
 */
const verifiedCookies = new Map<string, { secret: string; token: string }>();
const MAX_VERIFIED_COOKIES = 10_000;

function checkSignature(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44) return undefined;
  const given = Buffer.from(signature);
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
