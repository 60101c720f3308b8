import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zInvitationSent, type InvitationSent } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function resendInvitation(customerId: string): Promise<InvitationSent> {
  return api.post(`/api/customers/${encodeURIComponent(customerId)}/invitation`, {}, zInvitationSent);
}

/** A fresh link for a customer who has not set a password; their row then reads Invited. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvitation, meta: { errorMessage: 'Could not send the invitation' }, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }) });
}
