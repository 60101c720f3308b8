import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatPence, formatPounds } from '@/shared/money';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { useChangePaymentStatus } from '../api/change-payment-status';
import { amountDifference } from './transfer-discrepancy';
import { TransferFacts } from './transfer-facts';

const REASON_MAX_LENGTH = 500;

interface VerifyTransferPanelProps {
  item: StaffPaymentItem;
  onDone: () => void;
}

/**
 * The facts to check, an optional rejection reason, and Cancel / Reject / Verify Payment. When the
 * customer confirmed another amount than is due, Verify waits for staff to tick that the amount
 * due arrived, and the server keeps that acknowledgement with the verification.
 */
export function VerifyTransferPanel({ item, onDone }: VerifyTransferPanelProps) {
  // A double click or a retried request must change the item once; a new opening is a new attempt.
  const [keys] = useState(() => ({ verify: crypto.randomUUID(), reject: crypto.randomUUID() }));
  const [reason, setReason] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const acknowledgementId = useId();
  const mismatch = amountDifference(item.amountPence, item.confirmation?.amountPence) !== null;
  const change = useChangePaymentStatus();
  const busy = change.isPending;
  const running = (action: 'verify' | 'reject') => busy && change.variables?.action === action;

  async function run(action: 'verify' | 'reject') {
    if (change.isPending) return;
    try {
      await change.mutateAsync({
        paymentId: item.id,
        action,
        reason: action === 'reject' ? reason.trim() || undefined : undefined,
        acknowledgedAmount: action === 'verify' && mismatch ? formatPounds(item.amountPence) : undefined,
        idempotencyKey: keys[action],
      });
    } catch (error) {
      // 409: someone else already changed it; the refreshed table shows how it stands now.
      if (isApiError(error, 409)) onDone();
      return;
    }
    toast.success(action === 'verify' ? 'Payment verified successfully' : 'Payment rejected');
    onDone();
  }

  return (
    <div className="mt-5 space-y-5">
      <TransferFacts item={item} />
      {mismatch && (
        <Field
          id={acknowledgementId}
          label={<>I have checked that {formatPence(item.amountPence)} arrived</>}
          description="Required to verify, as the customer confirmed a different amount. Your confirmation is kept with the payment."
          inline
          align="start"
          className="gap-3 rounded-xl border border-border bg-surface px-4 py-3"
        >
          <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} disabled={busy} />
        </Field>
      )}
      <Field
        id="verify-transfer-reason"
        label="Reason for rejection (shown to the customer)"
        description="Optional. Used only if you reject; the payment goes back to pending so the customer can confirm again."
        descriptionBelow
      >
        <Textarea
          maxLength={REASON_MAX_LENGTH}
          rows={3}
          placeholder="For example: no transfer with this reference has reached our account yet."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="secondary" onClick={() => void run('reject')} disabled={busy} aria-busy={running('reject') || undefined}>
          {running('reject') && <Spinner className="size-4 text-current" />}
          Reject
        </Button>
        <Button onClick={() => void run('verify')} disabled={busy || (mismatch && !acknowledged)} aria-busy={running('verify') || undefined}>
          {running('verify') && <Spinner className="size-4 text-current" />}
          Verify Payment
        </Button>
      </div>
    </div>
  );
}
