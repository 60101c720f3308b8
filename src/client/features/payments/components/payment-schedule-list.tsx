import { formatPence } from '@/shared/money';
import type { PaymentItem } from '@/shared/schemas/payments';
import { PaymentStatusBadge } from '@/client/components/payments/payment-status-badge';
import { formatShortDate } from '@/client/lib/format';
import { isAwaitingPayment } from './awaiting-payment';
import { PaymentRowActions } from './payment-row-actions';

interface PaymentScheduleListProps {
  items: PaymentItem[];
  onConfirmPayment: (item: PaymentItem) => void;
}

/** The Payment Schedule on a phone: one block per payment, every action in reach without scrolling sideways. */
export function PaymentScheduleList({ items, onConfirmPayment }: PaymentScheduleListProps) {
  return (
    <ul aria-label="Payment Schedule" className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="px-3 py-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium text-foreground">{item.title}</p>
            <PaymentStatusBadge status={item.status} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Amount</dt>
              <dd className="font-semibold text-foreground tabular-nums">{formatPence(item.amountPence)}</dd>
            </div>
            <div>
              <dt className="text-muted">Due Date</dt>
              <dd className="text-foreground">{formatShortDate(item.dueDate) ?? 'Not set'}</dd>
            </div>
          </dl>
          {item.rejectionReason && isAwaitingPayment(item) && (
            <p className="mt-2 text-sm text-danger-ink">Your transfer could not be matched: {item.rejectionReason}</p>
          )}
          <div className="mt-3 [&>div]:justify-start">
            <PaymentRowActions item={item} onConfirmPayment={onConfirmPayment} />
          </div>
        </li>
      ))}
    </ul>
  );
}
