import { useState } from 'react';
import { toast } from 'sonner';
import { formatPence } from '@/shared/money';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api-client';
import { useChangePaymentStatus } from '../api/change-payment-status';

interface MarkPaidDialogProps {
  /** The item to mark paid; null keeps the dialog closed. */
  item: StaffPaymentItem | null;
  onClose: () => void;
}

/** A pending or overdue item paid some other way: asked once more, since it is recorded as a manual verification. */
export function MarkPaidDialog({ item, onClose }: MarkPaidDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Mark as Paid</DialogTitle>
        <DialogDescription>
          This records a manual verification: the payment is marked paid today and the customer gets a receipt.
        </DialogDescription>
        {item && <MarkPaidConfirm key={item.id} item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MarkPaidConfirm({ item, onDone }: { item: StaffPaymentItem; onDone: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const change = useChangePaymentStatus();

  async function markPaid() {
    if (change.isPending) return;
    try {
      await change.mutateAsync({ paymentId: item.id, action: 'mark-paid', idempotencyKey });
    } catch (error) {
      if (isApiError(error, 409)) onDone();
      return;
    }
    toast.success('Payment marked as paid');
    onDone();
  }

  return (
    <div className="mt-5 space-y-5">
      <p className="rounded-xl border border-border bg-subtle px-4 py-3 text-sm text-foreground">
        <span className="font-semibold">{item.title}</span> for {item.customerName} ({item.projectName}):{' '}
        <span className="font-semibold tabular-nums">{formatPence(item.amountPence)}</span>, reference{' '}
        <span className="font-mono">{item.reference}</span>. Only mark it paid once the money is in the company account.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={change.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => void markPaid()} disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {change.isPending && <Spinner className="size-4 text-current" />}
          Mark as Paid
        </Button>
      </div>
    </div>
  );
}
