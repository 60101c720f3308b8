import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../db/insert-company';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-app';
import { runAsTenant } from '../db/tenant-context';
import { hitRateLimit, type RateLimitRule } from './rate-limit';

const rule = { name: 'test-rule', max: 2, windowSeconds: 60 };

// Counted inside a request, as its callers are: the app role, with the request's company set.
let database: TestDatabase;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  companyA = (await insertCompany(database.db, { subdomain: 'rate-a' })).id;
  companyB = (await insertCompany(database.db, { subdomain: 'rate-b' })).id;
});

const hit = (companyId: string, r: RateLimitRule, subject: string, now?: number) => runAsTenant(companyId, () => hitRateLimit(database.appDb, r, subject, now));

describe('the PostgreSQL rate limit', () => {
  it('allows max attempts a window, says when to come back, and starts again after it', async () => {
    const t0 = 1_000_000_000_000;
    expect(await hit(companyA, rule, 'x', t0)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await hit(companyA, rule, 'x', t0 + 1_000)).allowed).toBe(true);
    expect(await hit(companyA, rule, 'x', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await hit(companyA, rule, 'y', t0 + 30_000)).allowed).toBe(true);
    expect((await hit(companyA, { ...rule, name: 'other-rule' }, 'x', t0 + 30_000)).allowed).toBe(true);
    expect(await hit(companyA, rule, 'x', t0 + 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts each company apart: one company reaching its limit leaves the same subject free at another', async () => {
    const counted = { ...rule, name: 'per-company' };
    const t0 = 1_000_000_000_000;
    await hit(companyA, counted, 'shared', t0);
    await hit(companyA, counted, 'shared', t0);
    expect((await hit(companyA, counted, 'shared', t0)).allowed).toBe(false);
    expect(await hit(companyB, counted, 'shared', t0)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    const rows = await database.db.execute<{ company_id: string; count: number }>(
      sql`select company_id, count from rate_limits where key = 'per-company:shared' order by count desc`,
    );
    expect(rows.rows).toEqual([
      { company_id: companyA, count: 3 },
      { company_id: companyB, count: 1 },
    ]);
  });

  it('counts attempts made at once, so none slips past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => hit(companyA, { ...rule, max: 5 }, 'burst')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('keeps an hour-long count when better-auth prunes the shared table', async () => {
    const hourly = { name: 'hourly-rule', max: 2, windowSeconds: 3600 };
    const t0 = 1_000_000_000_000;
    await hit(companyA, hourly, 'x', t0);
    await hit(companyA, hourly, 'x', t0 + 1_000);
    // What better-auth runs after one of its own windows ends: it drops rows whose
    // last_request is older than its longest window (60 s in our configuration).
    const later = t0 + 10 * 60_000;
    await runAsTenant(companyA, () => database.appDb.execute(sql`delete from rate_limits where last_request < ${later - 60_000}`));
    expect(await hit(companyA, hourly, 'x', later)).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });
});
