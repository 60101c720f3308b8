import { FileSpreadsheet, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { SectionCard } from '@/client/components/layout/section-card';
import { Spinner } from '@/client/components/ui/spinner';
import { RetryButton } from '@/client/components/ui/query-state';
import { useMe } from '@/client/lib/auth/get-me';
import { FIRST_STAFF_PAYMENTS, useAwaitingVerificationCount, useStaffPayments, type PaymentStatusFilter } from '../api/get-staff-payments';
import { errorText } from './error-text';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { PaymentStatusFilterSelect } from './payment-status-filter';
import { PaymentsPager } from './payments-pager';
import { PaymentsExportForm } from './payments-export-form';
import { ReconciliationDialog } from './reconciliation-dialog';
import { StaffPaymentsTable } from './staff-payments-table';
import { VerifyTransferDialog } from './verify-transfer-dialog';

/** Payment Management (Staff dashboard): every payment of the company, and the work on them. */
export function PaymentManagement() {
  const [status, setStatus] = useState<PaymentStatusFilter>(FIRST_STAFF_PAYMENTS.status);
  const [page, setPage] = useState(FIRST_STAFF_PAYMENTS.page);
  const [verifying, setVerifying] = useState<StaffPaymentItem | null>(null);
  const [markingPaid, setMarkingPaid] = useState<StaffPaymentItem | null>(null);
  const [historyOf, setHistoryOf] = useState<StaffPaymentItem | null>(null);
  const [importing, setImporting] = useState(false);
  const payments = useStaffPayments({ status, page });
  const awaiting = useAwaitingVerificationCount().data;
  const isAdmin = useMe().data?.role === 'admin';

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
        <PaymentStatusFilterSelect
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
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
            <RetryButton query={payments} />
          </div>
        ) : payments.data.items.length === 0 ? (
          <p className="px-3 py-6 text-sm text-muted">
            {status === 'all' ? 'No payments yet. They appear here once a project has a payment schedule.' : 'No payments with this status.'}
          </p>
        ) : (
          <div aria-busy={payments.isPlaceholderData || undefined}>
            <StaffPaymentsTable items={payments.data.items} onVerify={setVerifying} onMarkPaid={setMarkingPaid} onHistory={setHistoryOf} />
            {payments.data.pageCount > 1 && (
              // The server says which page it served: after the last row of the last page is settled, that is the one before.
              <PaymentsPager page={payments.data.page} pageCount={payments.data.pageCount} onPageChange={setPage} />
            )}
          </div>
        )}
      </div>
      {isAdmin && (
        <div className="mt-2 border-t border-border px-5 py-4 sm:px-6">
          <PaymentsExportForm />
        </div>
      )}
      <VerifyTransferDialog item={verifying} onClose={() => setVerifying(null)} />
      <MarkPaidDialog item={markingPaid} onClose={() => setMarkingPaid(null)} />
      <PaymentHistoryDialog item={historyOf} onClose={() => setHistoryOf(null)} />
      <ReconciliationDialog open={importing} onOpenChange={setImporting} />
    </SectionCard>
  );
}
