import { Landmark } from 'lucide-react';
import { formatPence, formatPounds } from '@/shared/money';
import { formatSortCode } from '@/shared/schemas/bank-details';
import type { PaymentItem } from '@/shared/schemas/payments';
import { Alert } from '@/client/components/ui/alert';
import { SectionCard } from '@/client/components/layout/section-card';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api-client';
import { useBankDetails } from '@/client/lib/queries/bank-details';
import { BankDetailRow } from './bank-detail-row';
import { BankTransferNotes } from './bank-transfer-notes';

/** How to pay the next unpaid item by BACS (Bank Transfer Details card). */
export function BankTransferDetailsCard({ item }: { item: PaymentItem }) {
  const bank = useBankDetails();

  return (
    <SectionCard
      title="Bank Transfer Details"
      description={
        <>
          To pay <span className="font-medium text-foreground">{item.title}</span> by bank transfer, send it to the account below.
        </>
      }
      icon={Landmark}
      className="@container"
    >
      <div className="grid gap-6 @xl:grid-cols-2">
        <div className="divide-y divide-border">
          <dl>
            {/* Plain pounds on the clipboard: banking apps reject "£" and thousands separators. */}
            <BankDetailRow label="Amount" display={formatPence(item.amountPence)} copyValue={formatPounds(item.amountPence)} />
          </dl>
          {bank.isPending ? (
            <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted">
              <Spinner className="size-4" />
              Loading bank details...
            </p>
          ) : bank.isError ? (
            <div className="py-3">
              <Alert>
                {isApiError(bank.error) ? bank.error.message : 'We could not load our bank details.'} Please contact us for
                payment instructions.
              </Alert>
            </div>
          ) : (
            <dl className="divide-y divide-border">
              <BankDetailRow label="Account Name" display={bank.data.accountName} copyValue={bank.data.accountName} />
              {/* Shown as 12-34-56, copied as 123456: sort code boxes in banking apps often take 6 characters only. */}
              <BankDetailRow label="Sort Code" display={formatSortCode(bank.data.sortCode)} copyValue={bank.data.sortCode} />
              <BankDetailRow label="Account Number" display={bank.data.accountNumber} copyValue={bank.data.accountNumber} />
              <BankDetailRow label="Bank Name" display={bank.data.bankName} />
            </dl>
          )}
          <dl>
            <BankDetailRow label="Payment Reference" display={item.reference} copyValue={item.reference} />
          </dl>
        </div>
        <BankTransferNotes reference={item.reference} />
      </div>
    </SectionCard>
  );
}
