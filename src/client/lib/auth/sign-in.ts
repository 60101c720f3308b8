import type { SignIn } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** Starts a session (the API sets the cookie); the user is then read from /api/me. */
export async function signInWithEmail(input: SignIn): Promise<void> {
  await api.post('/api/auth/sign-in/email', input);
}
