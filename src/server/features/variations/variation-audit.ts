import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { VariationEventRow } from '../../db/schema/variations';
import { canonicalJson, sealChainHead, sealIsValid, sha256, type RequestMeta, type SealingKey, type TrustedKeys } from '../contracts/contracts.service';
import { findLastVariationEventHash, insertVariationEvent, setVariationHead } from './variations.queries';

/** The events that fix a variation's outcome, sealed with the contracts' signing key. */
export const SEALED_VARIATION_EVENTS: readonly VariationEventRow['kind'][] = ['approved', 'declined', 'withdrawn'];

type HashedFields = Pick<
  VariationEventRow,
  'id' | 'companyId' | 'variationId' | 'kind' | 'actorId' | 'actorName' | 'actorEmail' | 'ip' | 'userAgent' | 'data' | 'createdAt' | 'prevHash'
>;

/** As a contract event's hash: every stored field but the hash and seq, in a fixed order, with the previous hash. */
export function variationEventHash(e: HashedFields): string {
  return sha256(
    canonicalJson(['variation', e.id, e.companyId, e.variationId, e.kind, e.actorId, e.actorName, e.actorEmail, e.ip, e.userAgent, e.data, e.createdAt.toISOString(), e.prevHash]),
  );
}

/**
 * Appends an event to a variation's chain (call with the variation row locked) and moves the
 * variation's head to it. An answer (approval, decline, withdrawal) seals the new head.
 */
export async function appendVariationEvent(
  tx: Transaction,
  input: {
    companyId: string;
    variationId: string;
    kind: VariationEventRow['kind'];
    actor: { userId: string; name: string; email: string };
    meta: RequestMeta;
    data?: Record<string, unknown>;
    seal?: SealingKey;
  },
): Promise<string> {
  const sealed = SEALED_VARIATION_EVENTS.includes(input.kind);
  if (sealed !== Boolean(input.seal)) throw new Error(`A ${input.kind} variation event is ${sealed ? '' : 'not '}sealed.`);
  const fields: HashedFields = {
    id: randomUUID(),
    companyId: input.companyId,
    variationId: input.variationId,
    kind: input.kind,
    actorId: input.actor.userId,
    actorName: input.actor.name,
    actorEmail: input.actor.email,
    ip: input.meta.ip,
    userAgent: input.meta.userAgent,
    data: input.data ?? {},
    createdAt: new Date(Math.floor(Date.now())),
    prevHash: await findLastVariationEventHash(tx, input.companyId, input.variationId),
  };
  const hash = variationEventHash(fields);
  await insertVariationEvent(tx, { ...fields, hash, ...(input.seal ? sealChainHead(input.seal, hash) : {}) });
  await setVariationHead(tx, input.companyId, input.variationId, hash);
  return hash;
}

/** True when the chain starts with the proposal, links and hashes hold, ends at the head, and every answer's seal is valid. */
export function verifyVariationChain(events: VariationEventRow[], head: string | null, trusted: TrustedKeys): boolean {
  if (events[0]?.kind !== 'proposed') return false;
  let previous: string | null = null;
  for (const event of events) {
    if (event.prevHash !== previous || variationEventHash(event) !== event.hash) return false;
    if (SEALED_VARIATION_EVENTS.includes(event.kind) && !sealIsValid(event, trusted)) return false;
    previous = event.hash;
  }
  return previous === head;
}
