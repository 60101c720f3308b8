import { formatPence } from '@/shared/money';
import type { PaymentItem } from '@/shared/schemas/payments';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatShortDate } from '@/client/lib/format';
import { isAwaitingPayment } from './awaiting-payment';
import { PaymentRowActions } from './payment-row-actions';
import { PaymentStatusBadge } from '@/client/components/payments/payment-status-badge';

interface PaymentScheduleTableProps {
  items: PaymentItem[];
  onConfirmPayment: (item: PaymentItem) => void;
}

/** The Payment Schedule (as the product's screens specify) as a table, where there is room for one. */
export function PaymentScheduleTable({ items, onConfirmPayment }: PaymentScheduleTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="max-w-xs">
              <span className="font-medium text-foreground">{item.title}</span>
              {item.rejectionReason && isAwaitingPayment(item) && (
                <p className="mt-1 text-sm text-danger-ink">Your transfer could not be matched: {item.rejectionReason}</p>
              )}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(item.amountPence)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatShortDate(item.dueDate) ?? <span className="text-muted">Not set</span>}</TableCell>
            <TableCell className="whitespace-nowrap">
              <PaymentStatusBadge status={item.status} />
            </TableCell>
            <TableCell className="w-0 min-w-44">
              <PaymentRowActions item={item} onConfirmPayment={onConfirmPayment} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
