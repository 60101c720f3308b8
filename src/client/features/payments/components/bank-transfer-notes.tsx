import { ShieldAlert } from 'lucide-react';
import { VAT_RATE_PERCENT } from '@/shared/money';

/** The spec's four notes, and our warning against bank-detail fraud. */
export function BankTransferNotes({ reference }: { reference: string }) {
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-2 pl-5 text-sm text-muted marker:text-border-strong">
        <li>
          Use the exact reference <span className="font-semibold text-foreground">{reference}</span> for the BACS transfer, so we
          can match your payment.
        </li>
        <li>Payments typically clear within 1-3 working days.</li>
        <li>After transferring, click Confirm Payment so our team can check it.</li>
        <li>All prices include VAT at the current rate of {VAT_RATE_PERCENT}%.</li>
      </ul>
      <div className="flex items-start gap-2.5 rounded-lg border border-warning-ink/30 bg-warning-subtle px-3.5 py-3 text-sm text-warning-ink">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>We will never change our bank details by email or phone.</strong> If you receive such a message, call us before
          paying.
        </p>
      </div>
    </div>
  );
}
