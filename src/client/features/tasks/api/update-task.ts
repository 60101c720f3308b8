import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTask, type Task, type UpdateTask } from '@/shared/schemas/tasks';
import { api } from '@/client/lib/api-client';
import { TASKS_KEY } from './get-tasks';

export function updateTask(taskId: string, change: UpdateTask): Promise<Task> {
  return api.patch(`/api/tasks/${encodeURIComponent(taskId)}`, change, zTask);
}

/** Edit a task's title, priority, date or assignee; the lists are fetched again to re-sort. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, change }: { taskId: string; change: UpdateTask }) => updateTask(taskId, change),
    meta: { errorMessage: 'Could not save the task' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
