import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zChecklistItem, type ChecklistItem } from '@/shared/schemas/checklist';
import { api } from '@/client/lib/api-client';

const zChecklist = z.object({ items: z.array(zChecklistItem) });

/** One key for Project Preparation and "What we need from you next", so a tick shows in both. */
export function checklistQueryKey(projectId: string) {
  return ['checklist', projectId] as const;
}

export async function getChecklist(projectId: string, signal?: AbortSignal): Promise<ChecklistItem[]> {
  const { items } = await api.get(`/api/projects/${encodeURIComponent(projectId)}/checklist`, zChecklist, signal);
  return items;
}

export function checklistQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: checklistQueryKey(projectId),
    queryFn: ({ signal }) => getChecklist(projectId, signal),
  });
}

/** Staff receive every item; a customer only the public items meant for them or shared (the server decides). */
export function useChecklist(projectId: string) {
  return useQuery(checklistQueryOptions(projectId));
}
