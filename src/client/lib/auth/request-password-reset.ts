import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordReset } from '@/shared/schemas/auth';
import { api } from '../api-client';

/** Asks for a reset link by email; the API answers the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: RequestPasswordReset) => api.post('/api/auth/request-password-reset', input) });
}
