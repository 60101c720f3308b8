import type { PaymentItem } from '@/shared/schemas/payments';

/** Items the customer still has to pay (and may confirm a transfer for); overdue is pending past its due date. */
export function isAwaitingPayment(item: Pick<PaymentItem, 'status'>): boolean {
  return item.status === 'pending' || item.status === 'overdue';
}
