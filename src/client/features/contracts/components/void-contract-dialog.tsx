import { CircleSlash } from 'lucide-react';
import { toast } from 'sonner';
import type { Contract } from '@/shared/schemas/contracts';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { useVoidContract } from '../api/void-contract';
import { errorText } from './error-text';

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
    } catch (error) {
      console.warn('Voiding the contract failed', error);
      toast.error('Error voiding contract', { description: errorText(error) });
      onClose();
      return;
    }
    toast.success('Contract voided', { description: 'The customer can no longer sign it.' });
    onClose();
  }

  return (
    <Dialog open={contract !== null} onOpenChange={(open) => !open && !voiding.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>Void Contract</DialogTitle>
        <DialogDescription>
          {contract ? (
            <>
              {contract.customerName} will no longer be able to sign &ldquo;{contract.title}&rdquo;. It stays on record, marked voided. This cannot be
              undone.
            </>
          ) : null}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={voiding.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            onClick={() => void confirm()}
            disabled={voiding.isPending}
            aria-busy={voiding.isPending || undefined}
            className="border border-danger/50 bg-danger-subtle text-danger-ink hover:bg-danger-subtle/70"
          >
            {voiding.isPending ? <Spinner className="size-4 text-current" /> : <CircleSlash aria-hidden="true" />}
            Void Contract
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
