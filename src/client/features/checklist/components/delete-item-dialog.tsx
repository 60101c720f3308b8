import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

interface DeleteItemDialogProps {
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
}

/** Staff: delete a checklist item, after saying which one. */
export function DeleteItemDialog({ title, description, onDelete }: DeleteItemDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    setBusy(true);
    try {
      await onDelete();
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    setOpen(false);
    toast.success('Item deleted', { description: 'The checklist has been updated.' });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-danger-ink" aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this item?"
      description={
        <>
          &ldquo;{title}&rdquo; will be removed. {description}
        </>
      }
      confirmLabel={busy ? 'Deleting...' : 'Delete'}
      onConfirm={() => void onConfirm()}
      busy={busy}
    />
  );
}
