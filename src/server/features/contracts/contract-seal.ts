import { sign, verify } from 'node:crypto';
import { SEAL_ALGORITHM, type ContractSeal, type SigningKeyList } from '../../../shared/schemas/contracts';
import type { ContractEventRow } from '../../db/schema/contracts';
import type { SigningKeys } from '../../lib/signing-keys';

/**
 * The seal: an Ed25519 signature, by a key kept outside the database, over the chain head (the
 * sealed event's hash, as its 64 hex characters in UTF-8). The hash chain alone shows an edit, but
 * whoever can write the database can also hash the chain again; they cannot seal the new head.
 */

/** The events that seal the chain: the moments a contract's outcome is fixed. */
export const SEALED_EVENT_KINDS: readonly ContractEventRow['kind'][] = ['signed', 'voided'];

export type SealingKey = SigningKeys['current'];
export type TrustedKeys = SigningKeys['trusted'];

export function sealChainHead(key: SealingKey, chainHead: string): { sealKeyId: string; sealSignature: string } {
  return { sealKeyId: key.keyId, sealSignature: sign(null, Buffer.from(chainHead, 'utf8'), key.privateKey).toString('base64') };
}

/**
 * True when the event's seal is a signature over its hash by one of the trusted keys. The key id
 * stored beside it only picks which trusted key to try: a key the configuration and DATA_DIR do
 * not hold never counts, whatever the database says.
 */
export function sealIsValid(event: Pick<ContractEventRow, 'hash' | 'sealKeyId' | 'sealSignature'>, trusted: TrustedKeys): boolean {
  if (!event.sealKeyId || !event.sealSignature) return false;
  const key = trusted.get(event.sealKeyId);
  if (!key) return false;
  const signature = Buffer.from(event.sealSignature, 'base64');
  // Only the one spelling the app writes, so a seal cannot be restated in other bytes.
  if (signature.toString('base64') !== event.sealSignature) return false;
  try {
    return verify(null, Buffer.from(event.hash, 'utf8'), key.publicKey, signature);
  } catch {
    return false;
  }
}

/** The newest event that should carry a seal (a signature or a void), if the contract has one. */
export function sealedEvent(events: ContractEventRow[]): ContractEventRow | null {
  return events.findLast((e) => SEALED_EVENT_KINDS.includes(e.kind)) ?? null;
}

/** What /verify says of that event's seal; null when there is none (unsigned, or never sealed). */
export function describeSeal(event: ContractEventRow | null, trusted: TrustedKeys): ContractSeal | null {
  if (!event?.sealKeyId || !event.sealSignature) return null;
  return { algorithm: SEAL_ALGORITHM, keyId: event.sealKeyId, signature: event.sealSignature, sealedHead: event.hash, valid: sealIsValid(event, trusted) };
}

/** The public half of every trusted key, the current one first: all a customer needs to check a seal. */
export function publicSigningKeys(keys: SigningKeys): SigningKeyList {
  const others = [...keys.trusted.values()].filter((k) => k.keyId !== keys.current.keyId).sort((a, b) => (a.keyId < b.keyId ? -1 : 1));
  return { keys: [keys.current, ...others].map((k) => ({ keyId: k.keyId, algorithm: SEAL_ALGORITHM, publicKeyPem: k.publicKeyPem })) };
}
