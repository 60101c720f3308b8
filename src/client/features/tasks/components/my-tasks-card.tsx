import { ListTodo, Plus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import type { Task, TaskAssigneeScope } from '@/shared/schemas/tasks';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { QueryState } from '@/client/components/ui/query-state';
import { useMe } from '@/client/lib/auth/get-me';
import { cn } from '@/client/lib/cn';
import { useTasks } from '../api/get-tasks';
import { useToggleTask } from '../api/toggle-task';
import { TaskDialog } from './task-dialog';
import { TaskRow } from './task-row';

const SCOPES: { value: TaskAssigneeScope; label: string }[] = [
  { value: 'me', label: 'Mine' },
  { value: 'all', label: 'Whole team' },
];

/** My Tasks: the signed-in person's tasks (or the team's), overdue ones marked, with Add Task. */
export function MyTasksCard() {
  const showDoneId = useId();
  const [scope, setScope] = useState<TaskAssigneeScope>('me');
  const [showDone, setShowDone] = useState(false);
  const tasks = useTasks(scope, showDone ? 'all' : 'open');
  const meId = useMe().data?.id ?? null;
  const toggle = useToggleTask({
    onToggled: (task, done) =>
      toast.success(done ? 'Task completed' : 'Task reopened', {
        description: task.title,
        // A done task leaves the open list, so a slip of the finger needs a way back.
        action: done ? { label: 'Undo', onClick: () => toggle.mutate({ task, done: false }) } : undefined,
      }),
  });
  const onToggle = useCallback((task: Task, done: boolean) => toggle.mutateAsync({ task, done }), [toggle]);
  const overdue = tasks.data?.filter((task) => task.isOverdue).length ?? 0;

  return (
    <SectionCard
      title="My Tasks"
      description={scope === 'me' ? 'Tasks assigned to you' : 'Everyone’s tasks'}
      icon={ListTodo}
      titleBadge={overdue > 0 ? <Badge tone="danger">{overdue} overdue</Badge> : undefined}
      action={
        <TaskDialog
          meId={meId}
          trigger={
            <Button size="sm">
              <Plus aria-hidden="true" />
              Add Task
            </Button>
          }
        />
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Whose tasks" className="inline-flex rounded-full border border-border bg-subtle p-1">
          {SCOPES.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={scope === option.value}
              onClick={() => setScope(option.value)}
              className={cn(
                'h-9 rounded-full px-4 text-sm font-medium text-muted transition-colors hover:text-foreground',
                scope === option.value && 'bg-surface text-foreground shadow-xs',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox id={showDoneId} checked={showDone} onChange={(event) => setShowDone(event.target.checked)} />
          <label htmlFor={showDoneId} className="cursor-pointer text-sm text-foreground">
            Show done
          </label>
        </div>
      </div>
      <QueryState
        query={tasks}
        loading={<CardLoading>Loading tasks...</CardLoading>}
        error="We couldn't load the tasks."
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
            {showDone ? 'No tasks here yet.' : scope === 'me' ? 'Nothing on your list. Add a task to get started.' : 'The team has nothing open.'}
          </p>
        }
      >
        {(data) => (
          <ul aria-label={scope === 'me' ? 'My tasks' : 'The team’s tasks'} className="-ml-4 divide-y divide-border">
            {data.map((task) => (
              <TaskRow key={task.id} task={task} meId={meId} onToggle={onToggle} />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}
