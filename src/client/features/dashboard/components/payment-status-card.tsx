import { ArrowRight, CircleCheck, Receipt } from 'lucide-react';
import { formatPence } from '@/shared/money';
import type { PaymentItem, ProjectPayments } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { formatShortDate } from '@/client/lib/format';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { PaymentStatusBadge } from '@/client/components/payments/payment-status-badge';
import type { QueryState } from './query-state';

/** The earliest unpaid item by due date (undated ones last): what the customer should pay next. */
export function nextUnpaidItem(items: PaymentItem[]): PaymentItem | null {
  const unpaid = items.filter((item) => item.status !== 'paid');
  unpaid.sort((a, b) => (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31'));
  return unpaid[0] ?? null;
}

interface PaymentStatusCardProps {
  payments: QueryState<Pick<ProjectPayments, 'items'>>;
  onViewPayments: () => void;
}

/** The payment that needs attention next, and how far through the schedule the customer is. */
export function PaymentStatusCard({ payments, onViewPayments }: PaymentStatusCardProps) {
  return (
    <SectionCard title="Payment Status" description="Your next payment at a glance" icon={Receipt}>
      {payments.status === 'pending' ? (
        <CardLoading>Loading your payments...</CardLoading>
      ) : payments.status === 'error' ? (
        <p className="text-sm text-muted">We couldn&apos;t load your payments just now. Please refresh the page to try again.</p>
      ) : (
        <NextPayment items={payments.data.items} />
      )}
      <Button variant="link" size="sm" className="mt-4 h-auto" onClick={onViewPayments}>
        View payments
        <ArrowRight aria-hidden="true" />
      </Button>
    </SectionCard>
  );
}

function NextPayment({ items }: { items: PaymentItem[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">No payments have been scheduled yet.</p>;
  const paidCount = items.filter((item) => item.status === 'paid').length;
  const next = nextUnpaidItem(items);
  const due = formatShortDate(next?.dueDate);
  return (
    <>
      {next ? (
        <div className="rounded-xl bg-subtle px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-foreground">{next.title}</p>
            <PaymentStatusBadge status={next.status} />
          </div>
          <p className="mt-1 text-lg font-semibold text-foreground tabular-nums">{formatPence(next.amountPence)}</p>
          <p className="text-sm text-muted">{due ? `Due ${due}` : 'Due date to be confirmed'}</p>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm font-semibold text-success-ink">
          <CircleCheck aria-hidden="true" className="size-4" />
          All payments made
        </p>
      )}
      <p className="mt-3 text-sm text-muted">
        {paidCount} of {items.length} payments made
      </p>
    </>
  );
}
