import { FolderOpen, Pencil, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { TASK_PRIORITY_LABELS } from '@/shared/constants/operations';
import type { Task } from '@/shared/schemas/tasks';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/format';
import { DeleteTaskDialog } from './delete-task-dialog';
import { PRIORITY_TONES } from './task-labels';
import { TaskDialog } from './task-dialog';

interface TaskRowProps {
  task: Task;
  meId: string | null;
  /** Settles when the server has answered (a refusal is reported by the caller). */
  onToggle: (task: Task, done: boolean) => Promise<unknown>;
}

/** One task: a checkbox labelled by its title, its priority, due date and assignee, edit and delete. */
export function TaskRow({ task, meId, onToggle }: TaskRowProps) {
  const id = useId();
  // The tick shows in the same frame as the click; the cache's optimistic update lands a
  // tick later, and a controlled checkbox would flick back meanwhile.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? task.completedAt !== null;
  const toggle = (next: boolean) => {
    setTicking(next);
    void onToggle(task, next)
      .catch(() => undefined)
      .finally(() => setTicking(null));
  };
  // Overdue follows the tick at once too, so a just-ticked task stops shouting.
  const overdue = task.isOverdue && !done;
  const due = formatShortDate(task.dueDate);

  return (
    <li className={cn('flex items-start gap-3 border-l-4 border-l-transparent py-3 pl-3', overdue && 'border-l-danger bg-danger-subtle/40')}>
      <Checkbox id={`${id}-done`} className="mt-0.5" checked={done} onChange={(event) => toggle(event.target.checked)} aria-describedby={`${id}-meta`} />
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-done`} className={cn('block cursor-pointer text-sm font-medium break-words text-foreground', done && 'text-muted line-through')}>
          {task.title}
        </label>
        <p id={`${id}-meta`} className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted">
          <Badge tone={PRIORITY_TONES[task.priority]} className="px-2.5 py-0.5">
            {TASK_PRIORITY_LABELS[task.priority]} priority
          </Badge>
          {overdue && (
            <Badge tone="danger" className="px-2.5 py-0.5">
              Overdue
            </Badge>
          )}
          {due && (
            <span className={cn(overdue && 'font-semibold text-danger-ink')}>
              Due <time dateTime={task.dueDate!}>{due}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Assigned to </span>
            {task.assignee ? (task.assignee.id === meId ? `${task.assignee.name} (me)` : task.assignee.name) : 'Unassigned'}
          </span>
          {task.project && (
            <span className="inline-flex min-w-0 items-center gap-1 break-words">
              <FolderOpen aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">Project </span>
              {task.project.name}
            </span>
          )}
        </p>
      </div>
      <div className="-my-1 flex shrink-0 items-center">
        <TaskDialog
          task={task}
          meId={meId}
          trigger={
            <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-foreground" aria-label={`Edit ${task.title}`}>
              <Pencil aria-hidden="true" />
            </Button>
          }
        />
        <DeleteTaskDialog task={task} />
      </div>
    </li>
  );
}
