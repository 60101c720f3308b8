import type { SessionUser } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** Records that the user finished their first sign-in; answers the updated user (unparsed, like get-me.ts). */
export async function completeFirstLogin(): Promise<SessionUser> {
  return api.post<SessionUser>('/api/me/first-login-complete', {});
}
