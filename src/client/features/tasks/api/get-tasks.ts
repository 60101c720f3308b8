import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zTaskList, type Task, type TaskAssigneeScope, type TaskStatus } from '@/shared/schemas/tasks';
import { api } from '@/client/lib/api-client';

/** Every task list shares this prefix, so a change refreshes all of them at once. */
export const TASKS_KEY = ['tasks'] as const;

export function tasksQueryKey(assignee: TaskAssigneeScope, status: TaskStatus) {
  return [...TASKS_KEY, assignee, status] as const;
}

export async function getTasks(assignee: TaskAssigneeScope, status: TaskStatus, signal?: AbortSignal): Promise<Task[]> {
  const query = new URLSearchParams({ assignee, status });
  const { tasks } = await api.get(`/api/tasks?${query.toString()}`, zTaskList, signal);
  return tasks;
}

export function tasksQueryOptions(assignee: TaskAssigneeScope, status: TaskStatus) {
  return queryOptions({
    queryKey: tasksQueryKey(assignee, status),
    queryFn: ({ signal }) => getTasks(assignee, status, signal),
    // Switching between mine and the team's keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Open first by due date (undated last), then priority: the server's order. */
export function useTasks(assignee: TaskAssigneeScope, status: TaskStatus) {
  return useQuery(tasksQueryOptions(assignee, status));
}
