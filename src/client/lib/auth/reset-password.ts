import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** Sets a new password with the emailed link's token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPassword) => api.post('/api/auth/reset-password', input) });
}
