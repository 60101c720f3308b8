import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { contractEvents, type ContractEventRow } from '../../db/schema/contracts';

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

type HashedFields = Pick<ContractEventRow, 'contractId' | 'kind' | 'actorId' | 'actorName' | 'actorEmail' | 'ip' | 'userAgent' | 'data' | 'createdAt' | 'prevHash'>;

/** The hash of one event: every field that matters, in a fixed order, with the previous hash. */
export function eventHash(e: HashedFields): string {
  return sha256(
    canonicalJson([e.contractId, e.kind, e.actorId, e.actorName, e.actorEmail, e.ip, e.userAgent, e.data, e.createdAt.toISOString(), e.prevHash]),
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

/** Appends an event to a contract's chain. Call with the contract row locked, so appends are in order. */
export async function appendContractEvent(
  tx: Transaction,
  input: { companyId: string; contractId: string; kind: ContractEventKind; actor: { userId: string; name: string; email: string }; meta: RequestMeta; data?: Record<string, unknown> },
): Promise<void> {
  const [last] = await tx
    .select({ hash: contractEvents.hash })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, input.contractId))
    .orderBy(desc(contractEvents.seq))
    .limit(1);
  const fields: HashedFields = {
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
  await tx.insert(contractEvents).values({ ...fields, companyId: input.companyId, hash: eventHash(fields) });
}

/** True when every event's hash matches its fields and links to the one before. */
export function verifyChain(events: ContractEventRow[]): boolean {
  let previous: string | null = null;
  for (const event of events) {
    if (event.prevHash !== previous) return false;
    if (eventHash(event) !== event.hash) return false;
    previous = event.hash;
  }
  return true;
}
