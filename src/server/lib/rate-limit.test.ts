import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-app';
import { hitRateLimit } from './rate-limit';

const rule = { name: 'test-rule', max: 2, windowSeconds: 60 };

describe('the PostgreSQL rate limit', () => {
  it('allows max attempts a window, says when to come back, and starts again after it', async () => {
    const { db } = await createTestDatabase();
    const t0 = 1_000_000_000_000;
    expect(await hitRateLimit(db, rule, 'x', t0)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await hitRateLimit(db, rule, 'x', t0 + 1_000)).allowed).toBe(true);
    expect(await hitRateLimit(db, rule, 'x', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await hitRateLimit(db, rule, 'y', t0 + 30_000)).allowed).toBe(true);
    expect((await hitRateLimit(db, { ...rule, name: 'other-rule' }, 'x', t0 + 30_000)).allowed).toBe(true);
    expect(await hitRateLimit(db, rule, 'x', t0 + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts attempts made at once, so none slips past the limit', async () => {
    const { db } = await createTestDatabase();
    const results = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(db, { ...rule, max: 5 }, 'burst')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('keeps an hour-long count when better-auth prunes the shared table', async () => {
    const { db } = await createTestDatabase();
    const hourly = { name: 'hourly-rule', max: 2, windowSeconds: 3600 };
    const t0 = 1_000_000_000_000;
    await hitRateLimit(db, hourly, 'x', t0);
    await hitRateLimit(db, hourly, 'x', t0 + 1_000);
    // What better-auth runs after one of its own windows ends: it drops rows whose
    // last_request is older than its longest window (60 s in our configuration).
    const later = t0 + 10 * 60_000;
    await db.execute(sql`delete from rate_limits where last_request < ${later - 60_000}`);
    expect(await hitRateLimit(db, hourly, 'x', later)).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });
});
