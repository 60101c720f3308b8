import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zReminderSent, type ReminderSent } from '@/shared/schemas/payment-reminders';
import { api } from '@/client/lib/api-client';
import { invalidateKeys } from '@/client/lib/query-keys';
import { staffPaymentsQueryKey } from './get-staff-payments';
import { paymentHistoryQueryKey } from './get-payment-history';

export interface SendReminderInput {
  paymentId: string;
  /** One per press of the button: a double click or a retry sends one reminder. */
  idempotencyKey: string;
}

export function sendReminder({ paymentId, idempotencyKey }: SendReminderInput): Promise<ReminderSent> {
  return api.postOnce(`/api/payments/${encodeURIComponent(paymentId)}/reminders`, {}, zReminderSent, idempotencyKey);
}

/** Staff's "Send reminder"; the list's "Last reminder" and the payment's history read again afterwards (also after a 409: the list was stale). */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    meta: { errorMessage: 'Could not send the reminder' },
    onSettled: (_data, _error, { paymentId }) => invalidateKeys(queryClient, [staffPaymentsQueryKey, paymentHistoryQueryKey(paymentId)]),
  });
}
