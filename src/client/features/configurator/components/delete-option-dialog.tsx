import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteOption } from '../api/delete-option';

/** Deleting cannot be undone, so it is asked once more, with the gentler alternative named. */
export function DeleteOptionDialog({ option, trigger }: { option: ConfiguratorOption; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOption();

  async function onConfirm() {
    try {
      await remove.mutateAsync(option.id);
    } catch {
      return;
    }
    toast.success('Option deleted', { description: option.label });
    setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={<>Delete {option.label}?</>}
      description="It leaves the configurator at once. Quote requests that chose it keep its code. To offer it again later, make it unavailable instead."
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete option'}
      onConfirm={() => void onConfirm()}
      busy={remove.isPending}
    />
  );
}
