import type { ReactNode } from 'react';
import { formatPence } from '@/shared/money';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { formatLongDate } from '@/client/lib/format';
import { Notice } from './notice';
import { amountDifference, referenceDiffers } from './transfer-discrepancy';

/** What is owed beside what the customer says they sent, with any mismatch called out above both. */
export function TransferFacts({ item }: { item: StaffPaymentItem }) {
  const confirmed = item.confirmation;
  const difference = amountDifference(item.amountPence, confirmed?.amountPence);
  const otherReference = referenceDiffers(item.reference, confirmed?.reference);

  return (
    <div className="space-y-4">
      {(difference || otherReference) && (
        <div className="space-y-2">
          {difference && (
            <Notice tone={difference.pence < 0 ? 'danger' : 'warning'}>
              <p className="font-semibold">{difference.message}</p>
              <p className="mt-0.5">Check the bank statement for the amount that actually arrived before verifying.</p>
            </Notice>
          )}
          {otherReference && (
            <Notice tone="warning">
              <p className="font-semibold">The customer used a different reference from {item.reference}.</p>
              <p className="mt-0.5">Look for the payment under the reference they gave.</p>
            </Notice>
          )}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FactGroup title="Payment due">
          <Fact label="Customer">{item.customerName}</Fact>
          <Fact label="Payment">
            {item.title}
            <span className="block text-xs font-normal text-muted">{item.projectName}</span>
          </Fact>
          <Fact label="Amount due">{formatPence(item.amountPence)}</Fact>
          <Fact label="Expected reference">
            <span className="font-mono">{item.reference}</span>
          </Fact>
        </FactGroup>
        <FactGroup title="Customer confirmed">
          {confirmed ? (
            <>
              <Fact label="Reference used" flagged={otherReference}>
                <span className="font-mono break-all">{confirmed.reference ?? 'Not given'}</span>
              </Fact>
              <Fact label="Amount transferred" flagged={difference !== null}>
                {confirmed.amountPence === null ? 'Not given' : formatPence(confirmed.amountPence)}
              </Fact>
              <Fact label="Transfer date">{formatLongDate(confirmed.transferDate) ?? 'Not given'}</Fact>
            </>
          ) : (
            <p className="py-1 text-sm text-muted">No confirmation from the customer was found. Check the bank statement before verifying.</p>
          )}
        </FactGroup>
      </div>
    </div>
  );
}

function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-subtle px-4 py-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="mt-2 space-y-2">{children}</dl>
    </section>
  );
}

function Fact({ label, flagged = false, children }: { label: string; flagged?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={flagged ? 'text-sm font-semibold text-danger-ink tabular-nums' : 'text-sm font-medium text-foreground tabular-nums'}>
        {children}
        {/* Colour alone must not carry the warning. */}
        {flagged && <span className="sr-only">{' (differs from what is due)'}</span>}
      </dd>
    </div>
  );
}
