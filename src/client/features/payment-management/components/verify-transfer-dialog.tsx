import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { VerifyTransferPanel } from './verify-transfer-panel';

interface VerifyTransferDialogProps {
  /** The item to check; null keeps the dialog closed. */
  item: StaffPaymentItem | null;
  onClose: () => void;
}

/** Verify Bank Transfer (Payment Management). */
export function VerifyTransferDialog({ item, onClose }: VerifyTransferDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>Verify Bank Transfer</DialogTitle>
        <DialogDescription>
          Check that this transfer has arrived in the company account, then verify it or send it back to the customer.
        </DialogDescription>
        {/* Mounted afresh per opening, so each opening gets its own idempotency keys. */}
        {item && <VerifyTransferPanel key={item.id} item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
