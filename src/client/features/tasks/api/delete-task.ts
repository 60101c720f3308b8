import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { TASKS_KEY } from './get-tasks';

export function deleteTask(taskId: string): Promise<void> {
  return api.delete(`/api/tasks/${encodeURIComponent(taskId)}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    meta: { errorMessage: 'Could not delete the task' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
