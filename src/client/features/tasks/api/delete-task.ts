import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { TASKS_KEY } from './get-tasks';

export function deleteTask(taskId: string): Promise<void> {
  return api.delete(`/api/tasks/${encodeURIComponent(taskId)}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    meta: { errorMessage: 'Could not delete the task' },
    onSuccess: () => invalidateKeys(queryClient, [TASKS_KEY, queryKeys.staffDashboard.stats]),
  });
}
