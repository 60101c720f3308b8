import { queryOptions, useQuery } from '@tanstack/react-query';
import { zPaymentHistory, type PaymentHistory } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';

export const paymentHistoryQueryKey = (paymentId: string) => ['payment-history', paymentId] as const;

export function getPaymentHistory(paymentId: string, signal?: AbortSignal): Promise<PaymentHistory> {
  return api.get(`/api/payments/${encodeURIComponent(paymentId)}/history`, zPaymentHistory, signal);
}

/** Staff: a payment's status changes and the reminders its customer was emailed, newest first. */
export function usePaymentHistory(paymentId: string) {
  return useQuery(queryOptions({ queryKey: paymentHistoryQueryKey(paymentId), queryFn: ({ signal }) => getPaymentHistory(paymentId, signal) }));
}
