import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zTwoFactorSetup, zTwoFactorStatus, type TwoFactorSetup } from '@/shared/schemas/auth';
import { api } from '../api-client';

export const twoFactorStatusQueryKey = ['two-factor-status'] as const;

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => api.get('/api/auth/two-factor/status', zTwoFactorStatus, signal),
  });
}

/** Whether the signed-in user's sign-in asks for an authenticator code. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** Step 1 with the password: a new secret for the app (not in force yet) and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string): Promise<TwoFactorSetup> => api.post('/api/auth/two-factor/enable', { password }, zTwoFactorSetup),
  });
}

/** Step 2: a first code from the app turns two-factor authentication on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/verify-totp', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}

/** Turns it off again, with the password. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post('/api/auth/two-factor/disable', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
