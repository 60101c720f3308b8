import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zOutboxResent, type OutboxResent } from '@/shared/schemas/outbox';
import { api } from '@/client/lib/api-client';
import { outboxQueryKey } from './get-outbox';

export function resendEmail(emailId: string): Promise<OutboxResent> {
  return api.post(`/api/outbox/${encodeURIComponent(emailId)}/resend`, {}, zOutboxResent);
}

/** A new email with a new link to the person an invitation or reset went to; it then heads the mailbox. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendEmail, meta: { errorMessage: 'Could not send a new link' }, onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }) });
}
