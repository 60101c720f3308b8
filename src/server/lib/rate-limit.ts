import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface RateLimitRule {
  /** Keeps one rule's counters apart from another's (and from better-auth's sign-in keys). */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** How many seconds until the window in force ends and the caller may try again. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt for `subject` under `rule` and says whether it is within the limit.
 *
 * The counters live in PostgreSQL (better-auth's `rate_limits` table, under our own key
 * prefix) rather than in memory, so several app servers share one count. A fixed window:
 * `last_request` holds the window's start here. The upsert is one statement, so two attempts
 * at once both count; the row lock it takes makes them queue, never read the same number.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const windowMs = rule.windowSeconds * 1000;
  const expired = now - windowMs;
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${expired} then ${now} else rate_limits.last_request end
    returning count, last_request as window_start`);
  const row = result.rows[0]!;
  const windowStart = Number(row.window_start);
  return {
    allowed: Number(row.count) <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}
