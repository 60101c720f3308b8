import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Task } from '@/shared/schemas/tasks';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeleteTask } from '../api/delete-task';

/** Delete a task, after saying which one: there is no undo. */
export function DeleteTaskDialog({ task }: { task: Task }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTask();

  async function onConfirm() {
    try {
      await remove.mutateAsync(task.id);
    } catch {
      return;
    }
    setOpen(false);
    toast.success('Task deleted', { description: task.title });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-danger-ink" aria-label={`Delete ${task.title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this task?"
      description={<>&ldquo;{task.title}&rdquo; will be removed from the team&apos;s tasks.</>}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Task'}
      onConfirm={() => void onConfirm()}
      busy={remove.isPending}
    />
  );
}
