import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import type { PaymentItem } from '@/shared/schemas/payments';
import { SectionCard } from '@/client/components/layout/section-card';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { RetryButton } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { useProjectPayments } from '../api/get-payments';
import { isAwaitingPayment } from './awaiting-payment';
import { BankTransferDetailsCard } from './bank-transfer-details-card';
import { ConfirmTransferDialog } from './confirm-transfer-dialog';
import { PaymentScheduleList } from './payment-schedule-list';
import { PaymentScheduleTable } from './payment-schedule-table';

/** The customer's Payments tab: the schedule, how to pay the next item, and confirming a transfer. */
export function PaymentsTab({ projectId }: { projectId: string }) {
  const payments = useProjectPayments(projectId);
  const [confirming, setConfirming] = useState<PaymentItem | null>(null);

  if (payments.isPending) {
    return (
      <Card role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        Loading payments...
      </Card>
    );
  }

  if (payments.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          We couldn&apos;t load your payments.{' '}
          {isApiError(payments.error) ? payments.error.message : 'Please try again.'}
        </p>
        <RetryButton query={payments} />
      </Card>
    );
  }

  const { items } = payments.data;
  // Schedule order comes from the server; the first unpaid item is the one to pay now.
  const nextToPay = items.find(isAwaitingPayment);

  return (
    <div className="space-y-6">
      <SectionCard title="Payment Schedule" description="All prices include VAT at 20%" icon={CalendarClock} flush className="@container">
        {items.length === 0 ? (
          <p className="px-6 pb-4 text-muted">No payments have been scheduled yet.</p>
        ) : (
          <div className="px-3">
            {/* Sized by the card, not the window: the dashboard's main column is narrow beside its side column. */}
            <div className="hidden @2xl:block">
              <PaymentScheduleTable items={items} onConfirmPayment={setConfirming} />
            </div>
            <div className="@2xl:hidden">
              <PaymentScheduleList items={items} onConfirmPayment={setConfirming} />
            </div>
          </div>
        )}
      </SectionCard>
      {nextToPay && <BankTransferDetailsCard item={nextToPay} />}
      <ConfirmTransferDialog projectId={projectId} item={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
