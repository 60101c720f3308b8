import { FileText, Landmark, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentItem } from '@/shared/schemas/payments';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { isAwaitingPayment } from './awaiting-payment';
import { CardPaymentButton } from './card-payment-button';

interface PaymentRowActionsProps {
  item: PaymentItem;
  onConfirmPayment: (item: PaymentItem) => void;
}

/** Invoice and receipt PDFs, the (not yet live) card payment, and Confirm Payment for unpaid items. */
export function PaymentRowActions({ item, onConfirmPayment }: PaymentRowActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {item.invoiceUrl && (
        <PdfLink href={item.invoiceUrl} icon={<FileText aria-hidden="true" />} label="Invoice" itemTitle={item.title} />
      )}
      {item.status === 'paid' && item.receiptUrl && (
        <PdfLink href={item.receiptUrl} icon={<ReceiptText aria-hidden="true" />} label="Receipt" itemTitle={item.title} />
      )}
      {isAwaitingPayment(item) && (
        <>
          <CardPaymentButton itemTitle={item.title} />
          <Button size="sm" onClick={() => onConfirmPayment(item)}>
            <Landmark aria-hidden="true" />
            Confirm Payment <span className="sr-only">for {item.title}</span>
          </Button>
        </>
      )}
    </div>
  );
}

function PdfLink({ href, icon, label, itemTitle }: { href: string; icon: ReactNode; label: string; itemTitle: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
      {icon}
      {label}{' '}
      <span className="sr-only">for {itemTitle} (PDF, opens in a new tab)</span>
    </a>
  );
}
