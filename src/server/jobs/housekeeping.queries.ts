import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits, sessions, verifications } from '../db/schema/auth';
import { pruneExpiredIdempotencyKeys } from '../lib/idempotency';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one housekeeping round removed, by kind. */
export interface HousekeepingCounts {
  idempotencyKeys: number;
  sessions: number;
  verificationTokens: number;
  rateLimitCounters: number;
}

/**
 * Removes, across every company (the owner's connection), what has expired: idempotency keys
 * older than a day, sessions past their end, one-time tokens (reset links, invitations, email
 * codes) past theirs, and rate-limit counters untouched for a day. A counter's `last_request`
 * is its window's end (ours) or its last hit (better-auth's, a one-minute window): a day past
 * either is over.
 */
export async function pruneExpiredRows(db: Database, now: Date): Promise<HousekeepingCounts> {
  const idempotencyKeys = await pruneExpiredIdempotencyKeys(db);
  const deletedSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now));
  const deletedTokens = await db.delete(verifications).where(lt(verifications.expiresAt, now));
  const deletedCounters = await db.delete(rateLimits).where(lt(rateLimits.lastRequest, now.getTime() - DAY_MS));
  return {
    idempotencyKeys,
    sessions: deletedSessions.rowCount ?? 0,
    verificationTokens: deletedTokens.rowCount ?? 0,
    rateLimitCounters: deletedCounters.rowCount ?? 0,
  };
}
