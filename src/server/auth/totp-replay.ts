import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt, type SecretConfig } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { twoFactors } from '../db/schema/auth';

/**
 * An authenticator code is good once. better-auth's two-factor plugin accepts a code of the current
 * 30-second step or the one either side, as often as it is sent, so one code could finish two
 * sign-ins (RFC 6238 §5.2 says the second must be refused). Before better-auth checks a code, the
 * step it belongs to is claimed for the user: a step no later than one already used is refused.
 */

/** better-auth's defaults, which the app keeps: 6 digits, 30 seconds, one step either side. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const WINDOW = 1;

export const TOTP_CODE_USED = 'TOTP_CODE_USED';

/** The HOTP value of one counter (RFC 4226): HMAC-SHA-1 of the big-endian counter, truncated. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The latest time step within better-auth's window whose code is `code`, or null. */
export function matchingStep(key: Buffer, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = step;
  }
  return matched;
}

/**
 * Records `step` as the user's last used one, unless it or a later one was used already: one
 * conditional UPDATE, so of two requests with the same code at the same moment only one wins.
 */
export async function claimTotpStep(db: Database, companyId: string, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.companyId, companyId), eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  return claimed.length === 1;
}

/**
 * Refuses a code whose step this user has used already. A code that matches no step is left to
 * better-auth, which refuses it and counts the failure; a secret that cannot be read likewise.
 */
export async function refuseReplayedCode(db: Database, input: { companyId: string; userId: string; code: string; secretConfig: string | SecretConfig }): Promise<void> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.companyId, input.companyId), eq(twoFactors.userId, input.userId)));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: input.secretConfig, data: row.secret });
  // better-auth keys the HMAC with the secret's UTF-8 bytes (the otpauth link carries their base32).
  const step = matchingStep(Buffer.from(secret, 'utf8'), input.code);
  if (step === null) return;
  if (!(await claimTotpStep(db, input.companyId, input.userId, step))) {
    throw APIError.from('UNAUTHORIZED', { code: TOTP_CODE_USED, message: 'That code has been used already.' });
  }
}
