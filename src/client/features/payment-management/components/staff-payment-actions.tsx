import { BadgeCheck, CircleCheck, ReceiptText } from 'lucide-react';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Button, buttonVariants } from '@/client/components/ui/button';

interface StaffPaymentActionsProps {
  item: StaffPaymentItem;
  onVerify: (item: StaffPaymentItem) => void;
  onMarkPaid: (item: StaffPaymentItem) => void;
}

/** What staff can do with an item in its current status; the server refuses anything else with 409. */
export function StaffPaymentActions({ item, onVerify, onMarkPaid }: StaffPaymentActionsProps) {
  if (item.status === 'pending_verification') {
    return (
      <Button size="sm" onClick={() => onVerify(item)}>
        <BadgeCheck aria-hidden="true" />
        Verify Payment{' '}
        <span className="sr-only">for {item.title}, {item.customerName}</span>
      </Button>
    );
  }
  if (item.status === 'pending' || item.status === 'overdue') {
    return (
      <Button variant="secondary" size="sm" onClick={() => onMarkPaid(item)}>
        <CircleCheck aria-hidden="true" />
        Mark as Paid{' '}
        <span className="sr-only">for {item.title}, {item.customerName}</span>
      </Button>
    );
  }
  if (item.receiptUrl) {
    return (
      <a href={item.receiptUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ReceiptText aria-hidden="true" />
        Receipt{' '}
        <span className="sr-only">
          for {item.title}, {item.customerName} (PDF, opens in a new tab)
        </span>
      </a>
    );
  }
  return null;
}
