import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayInLondon } from '@/shared/dates';
import type { Task } from '@/shared/schemas/tasks';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { TASKS_KEY } from './get-tasks';
import { updateTask } from './update-task';

function replaceTask(tasks: Task[] | undefined, id: string, change: (task: Task) => Task) {
  return tasks?.map((task) => (task.id === id ? change(task) : task));
}

/**
 * Ticks show at once in every cached list; if the server refuses, that one task goes back
 * to how it was (not the whole list, so another tick made meanwhile survives). A done task
 * leaves the open list when the lists are fetched again.
 */
export function useToggleTask(
  // Here rather than on mutate(): mutate()'s callbacks fire for the last of several quick ticks only.
  notify: { onToggled?: (task: Task, done: boolean) => void } = {},
) {
  const queryClient = useQueryClient();
  const setTask = (id: string, change: (task: Task) => Task) =>
    queryClient.setQueriesData<Task[]>({ queryKey: TASKS_KEY }, (tasks) => replaceTask(tasks, id, change));
  return useMutation({
    mutationFn: ({ task, done }: { task: Task; done: boolean }) => updateTask(task.id, { done }),
    meta: { errorMessage: 'Could not update the task' },
    onMutate: async ({ task, done }) => {
      await queryClient.cancelQueries({ queryKey: TASKS_KEY });
      setTask(task.id, (current) => ({
        ...current,
        completedAt: done ? new Date().toISOString() : null,
        isOverdue: !done && current.dueDate !== null && current.dueDate < todayInLondon(),
      }));
    },
    onError: (_error, { task }) => setTask(task.id, () => task),
    onSuccess: (saved, { task }) => {
      setTask(saved.id, () => saved);
      notify.onToggled?.(task, saved.completedAt !== null);
    },
    // The staff dashboard counts open tasks.
    onSettled: () => invalidateKeys(queryClient, [TASKS_KEY, queryKeys.staffDashboard.stats]),
  });
}
