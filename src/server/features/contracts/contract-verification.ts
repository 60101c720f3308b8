import type { ContractVerification } from '../../../shared/schemas/contracts';
import type { ContractEventRow, ContractRow } from '../../db/schema/contracts';
import { sha256, verifyChain, type ContractEventKind } from './contract-audit';
import { describeSeal, sealedEvent, type TrustedKeys } from './contract-seal';

/** What the database's own records say of a contract, before any seal is looked at. */
export interface ContractRecordCheck {
  valid: boolean;
  contentHash: string | null;
  chainValid: boolean;
}

/**
 * Checks a contract against its audit trail, not only against itself: a row whose text and hash
 * were rewritten together still agrees with itself, but no longer with the signed event.
 *
 * - chainValid: the chain starts with `created`, links hash to hash up to the head the contract
 *   row points to, belongs to this contract and company, and says what the row says (one
 *   `signed` event if and only if signed, likewise `voided` and the work-start request).
 * - valid: the contract is signed, by its customer, in exactly one `signed` event whose recorded
 *   content hash equals both the stored hash and a fresh SHA-256 of the stored text.
 */
export function verifyContractRecord(contract: ContractRow, events: ContractEventRow[]): ContractRecordCheck {
  const count = (kind: ContractEventKind) => events.filter((e) => e.kind === kind).length;
  const chainValid =
    verifyChain(events, contract.lastEventHash) &&
    events.every((e) => e.contractId === contract.id && e.companyId === contract.companyId) &&
    count('created') === 1 &&
    count('viewed') <= 1 &&
    count('signed') === (contract.signedAt ? 1 : 0) &&
    count('voided') === (contract.voidedAt ? 1 : 0) &&
    count('work_start_requested') === (contract.workStartRequestedAt ? 1 : 0);

  const signedEvents = events.filter((e) => e.kind === 'signed');
  const signed = signedEvents.length === 1 ? signedEvents[0]! : null;
  const valid =
    contract.signedAt !== null &&
    contract.contentHash !== null &&
    signed !== null &&
    signed.actorId === contract.customerId &&
    signed.data.contentHash === contract.contentHash &&
    sha256(contract.content) === contract.contentHash;

  return { valid, contentHash: contract.contentHash, chainValid };
}

/**
 * The answer of /verify: the records checked against themselves (above), and against the seal,
 * which no one holding only the database can make. Whoever rewrites a signed contract and hashes
 * its chain again gets a chain that agrees with itself but no longer with its seal.
 *
 * - valid: the records agree, the chain is whole, and the signature's seal verifies with a
 *   trusted key. A signature without a seal is not valid: dropping the seal must not be a way
 *   round it.
 * - seal: the newest signature's or void's seal. It vouches for every event up to it; a later
 *   event (the request for work to start, a first view after signing) is covered by the chain.
 */
export function verifyContractEvidence(contract: ContractRow, events: ContractEventRow[], trusted: TrustedKeys): ContractVerification {
  const record = verifyContractRecord(contract, events);
  const seal = describeSeal(sealedEvent(events), trusted);
  return {
    valid: record.valid && record.chainValid && seal?.valid === true,
    contentHash: record.contentHash,
    chainValid: record.chainValid,
    chainHead: contract.lastEventHash,
    seal,
  };
}
