import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewScheduleItem, UpdateScheduleItem } from '@/shared/schemas/payment-schedule';
import { zPaymentItem, type PaymentItem } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';
import { invalidatePaymentLists } from './invalidate-payments';

export function addScheduleItem(projectId: string, input: NewScheduleItem): Promise<PaymentItem> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/payment-items`, input, zPaymentItem);
}

export function updateScheduleItem(itemId: string, input: UpdateScheduleItem): Promise<PaymentItem> {
  return api.patch(`/api/payment-items/${encodeURIComponent(itemId)}`, input, zPaymentItem);
}

export function deleteScheduleItem(itemId: string): Promise<void> {
  return api.delete(`/api/payment-items/${encodeURIComponent(itemId)}`);
}

/** Add, change or delete a line; the schedule, the summary and the staff list all refresh, whether it worked or not. */
export function useScheduleItemMutations(projectId: string) {
  const queryClient = useQueryClient();
  // Refreshed after a refusal too: a 409 means the item changed under us (a transfer was confirmed).
  const onSettled = () => invalidatePaymentLists(queryClient);
  return {
    add: useMutation({ mutationFn: (input: NewScheduleItem) => addScheduleItem(projectId, input), meta: { errorMessage: 'Could not add the payment', errorToast: false }, onSettled }),
    update: useMutation({
      mutationFn: ({ itemId, input }: { itemId: string; input: UpdateScheduleItem }) => updateScheduleItem(itemId, input),
      meta: { errorMessage: 'Could not save the payment', errorToast: false },
      onSettled,
    }),
    remove: useMutation({ mutationFn: deleteScheduleItem, meta: { errorMessage: 'Could not delete the payment' }, onSettled }),
  };
}
