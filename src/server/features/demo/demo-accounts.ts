import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import { DEMO_PASSWORD } from '../../tenancy/demo-accounts';

let sampleHash: Promise<string> | undefined;

/**
 * One hash of the sample password for every sample account (hashing is deliberately slow, and a
 * visitor's copy of a demo company is made while they wait to sign in).
 */
export function samplePasswordHash(): Promise<string> {
  sampleHash ??= hashPassword(DEMO_PASSWORD);
  return sampleHash;
}

let lockedHash: Promise<string> | undefined;

/**
 * A hash no password matches (of random bytes nobody keeps), for the demo company's other people:
 * they fill its lists, but only the listed sample accounts sign in. Checking it takes as long as
 * checking any password, so it tells no one which emails are there.
 */
export function lockedPasswordHash(): Promise<string> {
  lockedHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return lockedHash;
}
