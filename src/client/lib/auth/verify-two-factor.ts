import { api } from '../api-client';

export type SecondFactor = { kind: 'totp' | 'backup-code'; code: string };

/** Finishes a sign-in that asked for a second factor; the API then sets the session cookie. */
export async function verifySecondFactor({ kind, code }: SecondFactor): Promise<void> {
  await api.post(kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code', { code });
}
