import { createHash, randomBytes } from 'node:crypto';

/**
 * A new one-time token (32 random bytes, base64url, 43 characters) and the hash we keep.
 * Only the hash is stored, like a password: a copy of the database opens no accounts.
 * SHA-256 without a salt is enough here, unlike for passwords: the token is random, not chosen.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
