import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Task } from '@/shared/schemas/tasks';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useDeleteTask } from '../api/delete-task';

/** Delete a task, after saying which one: there is no undo. */
export function DeleteTaskDialog({ task }: { task: Task }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTask();

  async function onConfirm() {
    try {
      await remove.mutateAsync(task.id);
    } catch (error) {
      console.warn('Deleting the task failed', isApiError(error) ? error.message : error);
      toast.error('Could not delete the task', { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      return;
    }
    setOpen(false);
    toast.success('Task deleted', { description: task.title });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-danger-ink" aria-label={`Delete ${task.title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this task?</DialogTitle>
        <DialogDescription>&ldquo;{task.title}&rdquo; will be removed from the team&apos;s tasks.</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => void onConfirm()}
            disabled={remove.isPending}
            className="border border-danger/50 bg-danger-subtle text-danger-ink hover:bg-danger-subtle/70"
          >
            {remove.isPending ? 'Deleting...' : 'Delete Task'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
