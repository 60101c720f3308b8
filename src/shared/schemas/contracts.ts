import { z } from 'zod';

/** The sentence a customer agrees to, stored with its hash at signing (as the product's screens specify). */
export const CONSENT_TEXT = 'I have read and agree to the terms and conditions';

/** Consumer Contracts Regulations 2013: 14 days to cancel from signing. */
export const CANCELLATION_DAYS = 14;

export const CONTRACT_STATUSES = ['unsigned', 'signed', 'voided'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const zContract = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  projectId: z.string(),
  staffId: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  isSigned: z.boolean(),
  signedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** SHA-256 (hex) of the exact content signed; null until signed. */
  contentHash: z.string().nullable(),
  /** Who signed, as their account read at the moment of signing. */
  signerName: z.string().nullable(),
  signerEmail: z.string().nullable(),
  cancellationEndsAt: z.string().nullable(),
  workStartRequestedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof zContract>;

/** Newest first, a page at a time: the next page starts after the contract named by `cursor`. */
export const CONTRACT_PAGE_SIZE = 50;
export const zContractListQuery = z.object({
  cursor: z.uuid('Not a contract id').optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(CONTRACT_PAGE_SIZE),
});
export type ContractListQuery = z.infer<typeof zContractListQuery>;

/** One page of contracts; `nextCursor` is null on the last page, so nothing is ever cut off unseen. */
export const zContractPage = z.object({ contracts: z.array(zContract), nextCursor: z.string().nullable() });
export type ContractPage = z.infer<typeof zContractPage>;

export const zCreateContract = z.object({
  title: z.string().trim().min(1, 'Give the contract a title').max(200),
  description: z.string().trim().max(1000).default(''),
  content: z.string().trim().min(1, 'Write the contract text').max(100_000),
  customerId: z.string().min(1, 'Choose the customer').max(100, 'Choose the customer'),
});
export type CreateContract = z.infer<typeof zCreateContract>;

export const zSignContract = z.object({
  agreed: z.literal(true, 'Tick the box to agree to the terms and conditions'),
});

export const SEAL_ALGORITHM = 'Ed25519';

/**
 * The seal of the newest signature or void: an Ed25519 signature, by a key kept outside the
 * database, over `sealedHead` (that event's hash, the chain head when it was sealed) as UTF-8 text.
 */
export const zContractSeal = z.object({
  algorithm: z.literal(SEAL_ALGORITHM),
  /** The first 16 hex characters of the SHA-256 of the key's DER public key (SubjectPublicKeyInfo). */
  keyId: z.string(),
  /** Base64. */
  signature: z.string(),
  sealedHead: z.string(),
  /** The signature verifies over sealedHead with a trusted key of that id. */
  valid: z.boolean(),
});
export type ContractSeal = z.infer<typeof zContractSeal>;

/**
 * - valid: a signed contract whose text, hashes and audit chain agree and whose signature is sealed
 *   by a trusted key; false for an unsigned or voided contract.
 * - chainValid: the audit chain is whole and says what the contract row says.
 * - chainHead: the hash of the newest event, as the contract row records it.
 * - seal: the newest signature's or void's seal; null when there is none.
 */
export const zContractVerification = z.object({
  valid: z.boolean(),
  contentHash: z.string().nullable(),
  chainValid: z.boolean(),
  chainHead: z.string().nullable(),
  seal: zContractSeal.nullable(),
});
export type ContractVerification = z.infer<typeof zContractVerification>;

/** The public keys a seal may be checked with: the current one and those kept from before a rotation. */
export const zSigningKeys = z.object({
  keys: z.array(z.object({ keyId: z.string(), algorithm: z.literal(SEAL_ALGORITHM), publicKeyPem: z.string() })),
});
export type SigningKeyList = z.infer<typeof zSigningKeys>;
