import type { SignIn } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** The password was right, and the account asks for a code from an authenticator app next. */
export class TwoFactorRequiredError extends Error {
  constructor() {
    super('Enter the code from your authenticator app to finish signing in.');
    this.name = 'TwoFactorRequiredError';
  }
}

/**
 * Starts a session (the API sets the cookie); the user is then read from /api/me. An account
 * with two-factor authentication gets no session yet: the API answers `twoFactorRedirect`.
 */
export async function signInWithEmail(input: SignIn): Promise<void> {
  const answer = await api.post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', input);
  if (answer?.twoFactorRedirect) throw new TwoFactorRequiredError();
}
