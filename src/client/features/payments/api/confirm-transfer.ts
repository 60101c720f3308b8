import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zPaymentItem, type ConfirmTransfer, type PaymentItem, type ProjectPayments } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export interface ConfirmTransferInput {
  paymentId: string;
  values: ConfirmTransfer;
  /** One per opening of the dialog, so a double submit or a retry changes the item once. */
  idempotencyKey: string;
}

export function confirmTransfer({ paymentId, values, idempotencyKey }: ConfirmTransferInput): Promise<PaymentItem> {
  return api.postOnce(`/api/payments/${encodeURIComponent(paymentId)}/confirm-transfer`, values, zPaymentItem, idempotencyKey);
}

/**
 * The customer tells us they have paid by bank transfer (pending/overdue → pending_verification).
 * The server writes the change, its event and a line in the project's activity in one transaction,
 * so the schedule and the activity feed refresh; nothing else on the project changes.
 */
export function useConfirmTransfer(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    meta: { errorMessage: 'Error submitting payment confirmation', errorDescription: 'Please try again or contact support.' },
    onSuccess: (updated) => {
      // Show "Verifying Payment" at once; the refetch then brings the summary up to date.
      queryClient.setQueryData<ProjectPayments>(queryKeys.payments.project(projectId), (current) =>
        current ? { ...current, items: current.items.map((item) => (item.id === updated.id ? updated : item)) } : current,
      );
      void invalidateKeys(queryClient, [queryKeys.payments.project(projectId), queryKeys.activity.all]);
    },
  });
}
