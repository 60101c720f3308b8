import { zSessionUser, type SessionUser } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** Records that the user finished their first sign-in; answers the updated user. */
export async function completeFirstLogin(): Promise<SessionUser> {
  return api.post('/api/me/first-login-complete', {}, zSessionUser);
}
