import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@/shared/schemas/auth';
import { api } from '../api-client';

/**
 * The signed-in user's new password, with the current one. The server ends every other session of
 * the account and renews this one's cookie, so this browser stays signed in.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePassword) => api.post('/api/auth/change-password', input) });
}
