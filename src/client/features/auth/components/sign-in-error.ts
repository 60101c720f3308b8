import { isApiError } from '@/client/lib/api-client';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The line shown above the form when a sign-in fails. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return INVALID_CREDENTIALS_MESSAGE;
  // 429 (too many attempts) and anything else the API explains carry their own message.
  if (isApiError(error)) return error.message;
  return 'Could not sign in. Please try again.';
}
