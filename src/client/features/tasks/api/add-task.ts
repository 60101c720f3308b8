import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTask, type NewTaskInput, type Task } from '@/shared/schemas/tasks';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { TASKS_KEY } from './get-tasks';

export function addTask(input: NewTaskInput): Promise<Task> {
  return api.post('/api/tasks', input, zTask);
}

/** The lists are fetched again afterwards, so the new task takes its place by due date. */
export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    meta: { errorMessage: 'Could not add the task' },
    onSuccess: () => invalidateKeys(queryClient, [TASKS_KEY, queryKeys.staffDashboard.stats]),
  });
}
