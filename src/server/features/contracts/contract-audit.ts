import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { contractEvents, contracts, type ContractEventRow } from '../../db/schema/contracts';
import { SEALED_EVENT_KINDS, sealChainHead, type SealingKey } from './contract-seal';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export type ContractEventKind = ContractEventRow['kind'];

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** For links in the emails a change queues. */
  portalUrl?: string;
}

type HashedFields = Pick<
  ContractEventRow,
  'id' | 'companyId' | 'contractId' | 'kind' | 'actorId' | 'actorName' | 'actorEmail' | 'ip' | 'userAgent' | 'data' | 'createdAt' | 'prevHash'
>;

/**
 * The hash of one event: every stored field but the hash itself and seq (the database numbers rows
 * only on insert), in a fixed order, with the previous hash. The id and company are in it so an
 * event cannot be moved to another company's records or swapped for a copy under another id.
 */
export function eventHash(e: HashedFields): string {
  return sha256(
    canonicalJson([
      e.id,
      e.companyId,
      e.contractId,
      e.kind,
      e.actorId,
      e.actorName,
      e.actorEmail,
      e.ip,
      e.userAgent,
      e.data,
      e.createdAt.toISOString(),
      e.prevHash,
    ]),
  );
}

/** JSON with object keys sorted: jsonb hands keys back in its own order, and the hash must not care. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Appends an event to a contract's chain. Call with the contract row locked, so appends are in order.
 * A signature or a void seals the new head with `seal`, the key kept outside the database.
 */
export async function appendContractEvent(
  tx: Transaction,
  input: {
    companyId: string;
    contractId: string;
    kind: ContractEventKind;
    actor: { userId: string; name: string; email: string };
    meta: RequestMeta;
    data?: Record<string, unknown>;
    seal?: SealingKey;
  },
): Promise<void> {
  const sealed = SEALED_EVENT_KINDS.includes(input.kind);
  if (sealed !== Boolean(input.seal)) throw new Error(`A ${input.kind} event is ${sealed ? '' : 'not '}sealed.`);
  const [last] = await tx
    .select({ hash: contractEvents.hash })
    .from(contractEvents)
    .where(and(eq(contractEvents.companyId, input.companyId), eq(contractEvents.contractId, input.contractId)))
    .orderBy(desc(contractEvents.seq))
    .limit(1);
  const fields: HashedFields = {
    // Made here rather than by the database, because the hash covers it.
    id: randomUUID(),
    companyId: input.companyId,
    contractId: input.contractId,
    kind: input.kind,
    actorId: input.actor.userId,
    actorName: input.actor.name,
    actorEmail: input.actor.email,
    ip: input.meta.ip,
    userAgent: input.meta.userAgent,
    data: input.data ?? {},
    // Millisecond precision, as PostgreSQL stores it, so the hash can be recomputed from the row.
    createdAt: new Date(Math.floor(Date.now())),
    prevHash: last?.hash ?? null,
  };
  const hash = eventHash(fields);
  await tx.insert(contractEvents).values({ ...fields, hash, ...(input.seal ? sealChainHead(input.seal, hash) : {}) });
  await tx
    .update(contracts)
    .set({ lastEventHash: hash })
    .where(and(eq(contracts.companyId, input.companyId), eq(contracts.id, input.contractId)));
}

/**
 * True when the chain starts with the contract's creation, every event's hash matches its fields
 * and links to the one before, and the newest event is the head the contract row points to (so
 * removing events from the end shows, not only from the middle).
 */
export function verifyChain(events: ContractEventRow[], head: string | null): boolean {
  if (events[0]?.kind !== 'created') return false;
  let previous: string | null = null;
  for (const event of events) {
    if (event.prevHash !== previous) return false;
    if (eventHash(event) !== event.hash) return false;
    previous = event.hash;
  }
  return previous === head;
}
