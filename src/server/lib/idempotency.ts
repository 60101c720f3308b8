import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { AppError } from '../../shared/errors';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/payments';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key answers a retry; after that it is forgotten (and pruned), so it starts a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The optional header every retry-safe POST accepts. */
export const zIdempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().min(8).max(200).optional() });

/** A request's Idempotency-Key and what it asked for: a key is bound to exactly one request. */
export interface IdempotentRequest {
  key: string;
  /** SHA-256 (hex) of the method, the path and the JSON body as sent, its keys sorted. */
  hash: string;
}

/** JSON with every object's keys in order, so the same body hashes the same however its keys were sent. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`, 'utf8').digest('hex');
}

/**
 * The body as the client sent it: not as validated, because validation trims and drops unknown
 * fields, so two different requests can validate alike. No body reads as an empty object, as an
 * absent optional body validates. The route's validator has already read it, and Hono keeps the
 * text, so it is not read twice.
 */
async function sentBody(c: Context): Promise<unknown> {
  const text = /json/i.test(c.req.header('content-type') ?? '') ? (await c.req.text()).trim() : '';
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The request's Idempotency-Key (validated by the route's header schema) bound to this request:
 * its method, its path and its body. Undefined without a key.
 */
export async function idempotentRequest(c: Context): Promise<IdempotentRequest | undefined> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  return key ? { key, hash: requestHash(c.req.method, c.req.path, await sentBody(c)) } : undefined;
}

const REUSED_MESSAGE = 'This Idempotency-Key was used for a different request. Use a new key for a new request.';

const isExpired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Runs `action` once per (user, key) and request. The key row is written in the same transaction
 * as the change, so a concurrent retry waits on it and then answers with the stored result; a
 * failed action leaves no key behind. The same key with another request (method, path or body)
 * is refused with 422; a key older than a day is taken over by the new request in the same
 * insert, so the write costs no extra statement.
 */
export async function once<T>(
  tx: Transaction,
  scope: { companyId: string; userId: string; request: IdempotentRequest | undefined; name: string },
  action: () => Promise<T>,
): Promise<T> {
  const { request } = scope;
  if (!request) return action();
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ companyId: scope.companyId, userId: scope.userId, key: request.key, scope: scope.name, requestHash: request.hash, statusCode: 0, body: sql`'null'::jsonb` })
    .onConflictDoUpdate({
      target: [idempotencyKeys.companyId, idempotencyKeys.userId, idempotencyKeys.key],
      set: { scope: scope.name, requestHash: request.hash, statusCode: 0, body: sql`'null'::jsonb`, createdAt: sql`now()` },
      setWhere: isExpired,
    })
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.companyId, scope.companyId), eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, request.key));
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(where);
    // A key stored before requests were hashed (no hash) is judged by its scope, as it was then.
    const same = stored && (stored.requestHash ? stored.requestHash === request.hash : stored.scope === scope.name);
    if (same) return stored.body as T;
    throw new AppError('IDEMPOTENCY_KEY_REUSED', REUSED_MESSAGE);
  }
  const result = await action();
  await tx.update(idempotencyKeys).set({ statusCode: 200, body: result as object }).where(where);
  return result;
}

/** Deletes the keys older than a day (by the created_at index); answers how many went. */
export async function pruneExpiredIdempotencyKeys(db: Database): Promise<number> {
  const result = await db.delete(idempotencyKeys).where(isExpired);
  return result.rowCount ?? 0;
}
