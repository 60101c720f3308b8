import { FileSpreadsheet, RotateCw, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { SectionCard } from '@/client/components/layout/section-card';
import { Spinner } from '@/client/components/ui/spinner';
import { useStaffPayments, type PaymentStatusFilter } from '../api/get-staff-payments';
import { errorText } from './error-text';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentStatusFilterSelect } from './payment-status-filter';
import { ReconciliationDialog } from './reconciliation-dialog';
import { StaffPaymentsTable } from './staff-payments-table';
import { VerifyTransferDialog } from './verify-transfer-dialog';

/** Payment Management (spec section 2, Staff dashboard): every payment of the company, and the work on them. */
export function PaymentManagement() {
  const [status, setStatus] = useState<PaymentStatusFilter>('all');
  const [verifying, setVerifying] = useState<StaffPaymentItem | null>(null);
  const [markingPaid, setMarkingPaid] = useState<StaffPaymentItem | null>(null);
  const [importing, setImporting] = useState(false);
  const payments = useStaffPayments(status);
  const awaiting = status === 'all' ? payments.data?.filter((i) => i.status === 'pending_verification').length : undefined;

  return (
    <SectionCard
      title="Payment Management"
      description="Payments across all projects. Verify the bank transfers customers have confirmed."
      icon={Wallet}
      titleBadge={awaiting ? <Badge tone="warning">{awaiting} awaiting verification</Badge> : null}
      action={
        <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
          <FileSpreadsheet aria-hidden="true" />
          Import bank statement
        </Button>
      }
      flush
    >
      <div className="border-t border-border px-5 pt-4 sm:px-6">
        <PaymentStatusFilterSelect value={status} onChange={setStatus} />
      </div>
      <div className="mt-3 px-2 sm:px-3">
        {payments.isPending ? (
          <p role="status" className="flex items-center gap-2 px-3 py-6 text-sm text-muted">
            <Spinner className="size-4" />
            Loading payments...
          </p>
        ) : payments.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 px-3 py-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">We couldn&apos;t load the payments. {errorText(payments.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void payments.refetch()} disabled={payments.isFetching}>
              <RotateCw aria-hidden="true" />
              {payments.isFetching ? 'Retrying...' : 'Try Again'}
            </Button>
          </div>
        ) : payments.data.length === 0 ? (
          <p className="px-3 py-6 text-sm text-muted">
            {status === 'all' ? 'No payments yet. They appear here once a project has a payment schedule.' : 'No payments with this status.'}
          </p>
        ) : (
          <StaffPaymentsTable items={payments.data} onVerify={setVerifying} onMarkPaid={setMarkingPaid} />
        )}
      </div>
      <VerifyTransferDialog item={verifying} onClose={() => setVerifying(null)} />
      <MarkPaidDialog item={markingPaid} onClose={() => setMarkingPaid(null)} />
      <ReconciliationDialog open={importing} onOpenChange={setImporting} />
    </SectionCard>
  );
}
