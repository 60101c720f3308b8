import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useDeleteOption } from '../api/delete-option';

/** Deleting cannot be undone, so it is asked once more, with the gentler alternative named. */
export function DeleteOptionDialog({ option, trigger }: { option: ConfiguratorOption; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOption();

  async function onConfirm() {
    try {
      await remove.mutateAsync(option.id);
    } catch (error) {
      console.warn('Deleting a configurator option failed', error);
      toast.error('Could not delete the option', { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      return;
    }
    toast.success('Option deleted', { description: option.label });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete {option.label}?</DialogTitle>
        <DialogDescription>
          It leaves the configurator at once. Quote requests that chose it keep its code. To offer it again later, make it unavailable instead.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void onConfirm()} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? 'Deleting...' : 'Delete option'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
