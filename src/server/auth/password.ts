import { hash, verify } from '@node-rs/argon2';
import { verifyPassword as verifyScryptPassword } from 'better-auth/crypto';

/**
 * Argon2id at OWASP's Password Storage Cheat Sheet minimum: 19 MiB of memory, 2 passes, one lane
 * (a 16-byte random salt and a 32-byte hash, @node-rs/argon2's defaults; the algorithm is its
 * default, Argon2id). About 60 ms a hash here. Written in the hash (PHC string), so raising them
 * later leaves older hashes verifiable, and `isCurrentHash` tells which to upgrade.
 */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_PARAMS.memoryCost},t=${PASSWORD_HASH_PARAMS.timeCost},p=${PASSWORD_HASH_PARAMS.parallelism}$`;

const LEGACY_SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

// NFKC as better-auth did, so a password typed with another keyboard's composed characters still matches.
const normalise = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), PASSWORD_HASH_PARAMS);
}

/**
 * Checks a password against an Argon2 hash, or against the `salt:key` scrypt hashes
 * (N=16384, r=16, p=1) that better-auth wrote before Argon2id was used here.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, normalise(password));
  if (LEGACY_SCRYPT.test(stored)) return verifyScryptPassword({ hash: stored, password });
  return false;
}

/** Whether a stored hash was made with today's algorithm and parameters. */
export function isCurrentHash(stored: string): boolean {
  return stored.startsWith(CURRENT_PREFIX);
}
