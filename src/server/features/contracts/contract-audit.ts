import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { ContractEventRow, ContractRow } from '../../db/schema/contracts';
import { SEALED_EVENT_KINDS, sealChainHead, type SealingKey } from './contract-seal';
import { findLastEventHash, insertContractEvent, updateContract, type ContractChange } from './contracts.queries';

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
export function canonicalJson(value: unknown): string {
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
 *
 * The contract row is written once: `change`, the state the event records (a signature, a void, a
 * request for work to start), goes in the same update as the new head, so the row never holds a
 * state its chain does not record. With `onlyIfOpen` the update applies only while the contract is
 * neither signed nor voided. Answers the updated row, or undefined when it did not apply (the
 * caller throws, and the event goes with the transaction).
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
    change?: ContractChange;
    onlyIfOpen?: boolean;
  },
): Promise<ContractRow | undefined> {
  const sealed = SEALED_EVENT_KINDS.includes(input.kind);
  if (sealed !== Boolean(input.seal)) throw new Error(`A ${input.kind} event is ${sealed ? '' : 'not '}sealed.`);
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
    prevHash: await findLastEventHash(tx, input.companyId, input.contractId),
  };
  const hash = eventHash(fields);
  await insertContractEvent(tx, { ...fields, hash, ...(input.seal ? sealChainHead(input.seal, hash) : {}) });
  // After the event: the database lets the head move only to an event that is already there.
  return updateContract(tx, input.companyId, input.contractId, { ...input.change, lastEventHash: hash }, { onlyIfOpen: input.onlyIfOpen });
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
