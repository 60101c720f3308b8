import { ArrowRight, CircleCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPence } from '@/shared/money';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import type { QueryState } from './query-state';

interface PaymentSummaryCardProps {
  payments: QueryState<Pick<ProjectPayments, 'summary'>>;
  onViewPayments: () => void;
  className?: string;
}

/** Total, deposit, paid, remaining and the next payment, all VAT-inclusive GBP. */
export function PaymentSummaryCard({ payments, onViewPayments, className }: PaymentSummaryCardProps) {
  return (
    <SectionCard title="Payment Summary" description="All prices include VAT" icon={Wallet} className={className}>
      {payments.status === 'pending' ? (
        <CardLoading>Loading your payments...</CardLoading>
      ) : payments.status === 'error' ? (
        <p className="text-sm text-muted">We couldn&apos;t load your payments just now. Please refresh the page to try again.</p>
      ) : payments.data.summary.totalPence === 0 ? (
        <p className="text-sm text-muted">No payments have been scheduled yet. They will appear here once your order is confirmed.</p>
      ) : (
        <SummaryFigures summary={payments.data.summary} />
      )}
      <div className="mt-auto pt-5">
        <Button variant="secondary" size="sm" className="w-full" onClick={onViewPayments}>
          View payments
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </SectionCard>
  );
}

function SummaryFigures({ summary }: { summary: ProjectPayments['summary'] }) {
  const { nextPayment } = summary;
  return (
    <dl className="text-sm">
      <Row term="Total" emphasis>
        {formatPence(summary.totalPence)}
      </Row>
      <Row term={`Deposit (${summary.depositPercent}%)`}>{formatPence(summary.depositPence)}</Row>
      <Row term="Paid">{formatPence(summary.paidPence)}</Row>
      <Row term="Remaining">{formatPence(summary.remainingPence)}</Row>
      <div className="mt-3 rounded-xl bg-subtle px-4 py-3">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Next payment</dt>
        {nextPayment ? (
          <dd className="mt-1">
            <span className="block text-lg font-semibold text-foreground tabular-nums">{formatPence(nextPayment.amountPence)}</span>
            <span className="block text-muted">{nextPayment.title}</span>
          </dd>
        ) : (
          <dd className="mt-1 flex items-center gap-2 font-semibold text-success-ink">
            <CircleCheck aria-hidden="true" className="size-4" />
            All payments made
          </dd>
        )}
      </div>
    </dl>
  );
}

function Row({ term, emphasis = false, children }: { term: string; emphasis?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-2.5 first:pt-0">
      <dt className="text-muted">{term}</dt>
      <dd className={emphasis ? 'text-base font-semibold text-foreground tabular-nums' : 'font-medium text-foreground tabular-nums'}>
        {children}
      </dd>
    </div>
  );
}
