import type { PaymentStatus, StoredPaymentStatus } from './constants/payments';
import { PAYMENT_REFERENCE_PREFIX } from './constants/payments';

/** INV- and the first 8 characters of the payment id, upper-cased: fits BACS's 18 characters. */
export function paymentReference(paymentId: string): string {
  return `${PAYMENT_REFERENCE_PREFIX}${paymentId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** A pending item whose due date has passed reads as overdue everywhere, with no job to flip it. */
export function effectiveStatus(stored: StoredPaymentStatus, dueDate: string | null, today: string): PaymentStatus {
  if (stored === 'pending' && dueDate !== null && dueDate < today) return 'overdue';
  return stored;
}

export interface SummaryItem {
  title: string;
  amountPence: number;
  dueDate: string | null;
  status: PaymentStatus;
}

export interface PaymentSummary {
  totalPence: number;
  depositPence: number;
  depositPercent: number;
  paidPence: number;
  remainingPence: number;
  nextPayment: { title: string; amountPence: number } | null;
}

/** Items in schedule order (due date, then position): the first is the deposit. */
export function paymentSummary(items: SummaryItem[]): PaymentSummary {
  const totalPence = items.reduce((sum, i) => sum + i.amountPence, 0);
  const paidPence = items.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amountPence, 0);
  const depositPence = items[0]?.amountPence ?? 0;
  const unpaid = items.filter((i) => i.status !== 'paid');
  const next = [...unpaid].sort((a, b) => (a.dueDate ?? '9999') .localeCompare(b.dueDate ?? '9999'))[0];
  return {
    totalPence,
    depositPence,
    depositPercent: totalPence === 0 ? 0 : Math.round((depositPence / totalPence) * 100),
    paidPence,
    remainingPence: totalPence - paidPence,
    nextPayment: next ? { title: next.title, amountPence: next.amountPence } : null,
  };
}
