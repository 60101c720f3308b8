import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zPaymentItem, type ConfirmTransfer, type PaymentItem, type ProjectPayments } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';

export interface ConfirmTransferInput {
  paymentId: string;
  values: ConfirmTransfer;
  /** One per opening of the dialog, so a double submit or a retry changes the item once. */
  idempotencyKey: string;
}

export function confirmTransfer({ paymentId, values, idempotencyKey }: ConfirmTransferInput): Promise<PaymentItem> {
  return api.postOnce(`/api/payments/${encodeURIComponent(paymentId)}/confirm-transfer`, values, zPaymentItem, idempotencyKey);
}

/** The customer tells us they have paid by bank transfer (pending/overdue → pending_verification). */
export function useConfirmTransfer(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSuccess: (updated) => {
      // Show "Verifying Payment" at once; the refetch then brings the summary up to date.
      queryClient.setQueryData<ProjectPayments>(['payments', projectId], (current) =>
        current ? { ...current, items: current.items.map((item) => (item.id === updated.id ? updated : item)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['payments', projectId] });
      void queryClient.invalidateQueries({ queryKey: ['projects', projectId] });
    },
  });
}
