import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zPaymentItem, type PaymentItem } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';
import { describeError } from '@/client/lib/mutation-errors';
import { invalidateAfterPaymentTransition } from './invalidate-payments';

export type StaffPaymentAction = 'verify' | 'reject' | 'mark-paid';

export interface ChangePaymentStatusInput {
  paymentId: string;
  action: StaffPaymentAction;
  /** Reject only: why, shown to the customer. */
  reason?: string;
  /**
   * Verify only, when the customer confirmed another amount than is due: the amount due in pounds
   * ("5500.00"), which staff have checked arrived. The server refuses such a verification without it.
   */
  acknowledgedAmount?: string;
  /** One per dialog opening and action, so a double click or a retry changes the item once. */
  idempotencyKey: string;
}

export function changePaymentStatus({ paymentId, action, reason, acknowledgedAmount, idempotencyKey }: ChangePaymentStatusInput): Promise<PaymentItem> {
  const body = action === 'reject' ? (reason ? { reason } : {}) : action === 'verify' && acknowledgedAmount ? { acknowledgedAmount } : {};
  return api.postOnce(`/api/payments/${encodeURIComponent(paymentId)}/${action}`, body, zPaymentItem, idempotencyKey);
}

/** Verify, reject or mark paid; afterwards every payment list refetches, also after a 409 (the list was stale). */
export function useChangePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePaymentStatus,
    meta: { errorMessage: (error) => `Failed to update payment status: ${describeError(error)}`, errorDescription: null },
    onSettled: () => invalidateAfterPaymentTransition(queryClient),
  });
}
