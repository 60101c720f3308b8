import { useRef } from 'react';
import type { Contract } from '@/shared/schemas/contracts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { CreateContractForm } from './create-contract-form';

interface CreateContractDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (contract: Contract) => void;
}

/** The Create Contract dialog (as the product's screens specify); the form starts empty each time it opens. */
export function CreateContractDialog({ open, onOpenChange, onCreated }: CreateContractDialogProps) {
  // Once created, focus goes to the new contract, not back to the Create Contract button.
  const created = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onOpenAutoFocus={() => {
          created.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (created.current) event.preventDefault();
        }}
      >
        <DialogTitle>Create Contract</DialogTitle>
        <DialogDescription>Write the agreement and choose the customer who signs it. It goes to their project.</DialogDescription>
        {open && (
          <CreateContractForm
            onCreated={(contract) => {
              created.current = true;
              onOpenChange(false);
              onCreated(contract);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
