import { and, eq, ne } from 'drizzle-orm';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '../db/client';
import { sessions, verifications } from '../db/schema/auth';
import { authCompanyId } from './company-scoped-adapter';
import { refuseReplayedCode } from './totp-replay';

/**
 * When a way into an account should stop working, and better-auth would leave it working:
 * - a password reset or change ends every other outstanding reset link (and pending second-factor
 *   step) of the account, since whoever held them knew the old state of things;
 * - turning two-factor authentication on ends every session but the one that turned it on, since
 *   those were opened with the password alone;
 * - an authenticator code is good once (totp-replay.ts).
 * better-auth's own options do the rest: a reset ends every session (revokeSessionsOnPasswordReset),
 * a change every other one (revokeOtherSessions, which the API always sends).
 */

/**
 * Deletes every verification better-auth keeps for the user: reset links (stored as hashes, so
 * found by their value, the user's id), a sign-in waiting for its authenticator code and a
 * remembered device. Each was issued before the password changed.
 */
export async function forgetOneTimeLinks(db: Database, companyId: string, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.companyId, companyId), eq(verifications.value, userId)));
}

/** Ends every session of the user but the one with `keepToken`. */
export async function endOtherSessions(db: Database, companyId: string, userId: string, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), ne(sessions.token, keepToken)));
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code a verify-totp request checks, as better-auth's two-factor plugin decides it: the session's user, or the pending sign-in's. */
async function twoFactorUserOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

export function lifecycleHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/two-factor/verify-totp') return;
      const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string') return;
      const userId = await twoFactorUserOf(ctx);
      if (userId) await refuseReplayedCode(db, { companyId: authCompanyId(), userId, code, secretConfig: ctx.context.secretConfig });
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (isAPIError(ctx.context.returned)) return;
      if (ctx.path === '/change-password' && ctx.context.session) {
        await forgetOneTimeLinks(db, authCompanyId(), ctx.context.session.user.id);
      }
      // A code checked by a signed-in caller issues a new session only when it turns two-factor on.
      const issued = ctx.context.newSession;
      if (ctx.path === '/two-factor/verify-totp' && ctx.context.session && issued) {
        await endOtherSessions(db, authCompanyId(), issued.user.id, issued.session.token);
      }
    }),
  };
}
