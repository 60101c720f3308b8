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
 * `last_request` holds the time the window ends. Not its start: better-auth prunes the table
 * of rows whose `last_request` is older than its own longest window (a minute), which would
 * wipe an hour-long count a minute into it; a window's end is in the past only once it is over.
 * The upsert is one statement, so two attempts at once both count; the row lock it takes
 * makes them queue, never read the same number.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const windowEnd = now + rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number; window_end: string }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${windowEnd})
    on conflict (company_id, key) do update set
      count = case when rate_limits.last_request <= ${now} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now} then ${windowEnd} else rate_limits.last_request end
    returning count, last_request as window_end`);
  const row = result.rows[0]!;
  return {
    allowed: Number(row.count) <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((Number(row.window_end) - now) / 1000)),
  };
}
