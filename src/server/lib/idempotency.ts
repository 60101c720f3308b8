import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/payments';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The optional header every retry-safe POST accepts. */
export const zIdempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().min(8).max(200).optional() });

/**
 * Runs `action` once per (user, key). The key row is written in the same
 * transaction as the change, so a concurrent retry waits on it and then
 * answers with the stored result; a failed action leaves no key behind.
 */
export async function once<T>(
  tx: Transaction,
  scope: { companyId: string; userId: string; key: string | undefined; name: string },
  action: () => Promise<T>,
): Promise<T> {
  if (!scope.key) return action();
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ companyId: scope.companyId, userId: scope.userId, key: scope.key, scope: scope.name, statusCode: 0, body: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.companyId, scope.companyId), eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
  if (inserted.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(where);
    if (stored && stored.scope === scope.name) return stored.body as T;
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
  }
  const result = await action();
  await tx.update(idempotencyKeys).set({ statusCode: 200, body: result as object }).where(where);
  return result;
}
