import type { PaymentItem } from '@/shared/schemas/payments';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { ConfirmTransferForm } from './confirm-transfer-form';

interface ConfirmTransferDialogProps {
  projectId: string;
  /** The item being confirmed; null keeps the dialog closed. */
  item: PaymentItem | null;
  onClose: () => void;
}

/** The Confirm Bank Transfer dialog (as the product's screens specify). */
export function ConfirmTransferDialog({ projectId, item, onClose }: ConfirmTransferDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Confirm Bank Transfer</DialogTitle>
        <DialogDescription>Please provide the details of your bank transfer.</DialogDescription>
        {item && <ConfirmTransferForm key={item.id} projectId={projectId} item={item} onConfirmed={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
