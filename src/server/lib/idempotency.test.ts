import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertCompany } from '../db/insert-company';
import { insertUser } from '../../../tests/factories/users';
import { createTestDatabase } from '../../../tests/setup/test-app';
import { idempotencyKeys } from '../db/schema/payments';
import { IDEMPOTENCY_KEY_TTL_HOURS, pruneExpiredIdempotencyKeys } from './idempotency';

it("the hourly pruning, given the owner's handle as the server gives it, removes every company's expired keys and no others", async () => {
  const { db, appDb } = await createTestDatabase();
  const keys: { companyId: string; userId: string; key: string; scope: string; statusCode: number; body: object; createdAt: Date }[] = [];
  for (const subdomain of ['prune-a', 'prune-b']) {
    const company = await insertCompany(db, { subdomain });
    const user = await insertUser(db, { companyId: company.id, email: `staff@${subdomain}.test`, role: 'staff' });
    for (const [key, ageHours] of [['old', IDEMPOTENCY_KEY_TTL_HOURS + 1], ['new', IDEMPOTENCY_KEY_TTL_HOURS - 1]] as const) {
      keys.push({ companyId: company.id, userId: user.id, key: `${subdomain}-${key}`, scope: 'test', statusCode: 200, body: {}, createdAt: new Date(Date.now() - ageHours * 3_600_000) });
    }
  }
  await db.insert(idempotencyKeys).values(keys);
  // The app role, with no company set, sees no company's keys: the pruning runs as the owner.
  expect(await pruneExpiredIdempotencyKeys(appDb)).toBe(0);
  expect(await pruneExpiredIdempotencyKeys(db)).toBe(2);
  const left = await db.execute<{ key: string }>(sql`select key from idempotency_keys order by key`);
  expect(left.rows.map((row) => row.key)).toEqual(['prune-a-new', 'prune-b-new']);
});
