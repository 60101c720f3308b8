import { CircleSlash } from 'lucide-react';
import { toast } from 'sonner';
import type { Contract } from '@/shared/schemas/contracts';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { useVoidContract } from '../api/void-contract';

interface VoidContractDialogProps {
  /** The contract to void; null keeps the dialog closed. */
  contract: Contract | null;
  onClose: () => void;
}

/** Voiding cannot be undone, so it is asked once more. */
export function VoidContractDialog({ contract, onClose }: VoidContractDialogProps) {
  const voiding = useVoidContract();

  async function confirm() {
    if (!contract || voiding.isPending) return;
    try {
      await voiding.mutateAsync(contract.id);
    } catch {
      onClose();
      return;
    }
    toast.success('Contract voided', { description: 'The customer can no longer sign it.' });
    onClose();
  }

  return (
    <ConfirmDialog
      open={contract !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Void Contract"
      description={
        contract ? (
          <>
            {contract.customerName} will no longer be able to sign &ldquo;{contract.title}&rdquo;. It stays on record, marked voided. This cannot be
            undone.
          </>
        ) : null
      }
      confirmLabel={
        <>
          {voiding.isPending ? <Spinner className="size-4 text-current" /> : <CircleSlash aria-hidden="true" />}
          Void Contract
        </>
      }
      onConfirm={() => void confirm()}
      busy={voiding.isPending}
    />
  );
}
