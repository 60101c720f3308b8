import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zChecklistTemplateItem, type ChecklistTemplateItem, type NewChecklistTemplateItem } from '@/shared/schemas/checklist';
import { api } from '@/client/lib/api-client';
import { CHECKLIST_FAILED_META } from '../components/checklist-labels';

const zTemplate = z.object({ items: z.array(zChecklistTemplateItem) });
export const checklistTemplateQueryKey = ['checklist-template'] as const;

export async function getChecklistTemplate(signal?: AbortSignal): Promise<ChecklistTemplateItem[]> {
  const { items } = await api.get('/api/checklist-template', zTemplate, signal);
  return items;
}

export function checklistTemplateQueryOptions() {
  return queryOptions({ queryKey: checklistTemplateQueryKey, queryFn: ({ signal }) => getChecklistTemplate(signal) });
}

/** Staff: the company's default checklist, stage by stage. */
export function useChecklistTemplate() {
  return useQuery(checklistTemplateQueryOptions());
}

/** Staff: add, edit or delete a line of the default checklist. */
export function useChecklistTemplateEditor() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: checklistTemplateQueryKey });
  return {
    add: useMutation({
      mutationFn: (input: NewChecklistTemplateItem) => api.post('/api/checklist-template', input, zChecklistTemplateItem),
      meta: CHECKLIST_FAILED_META,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: Partial<NewChecklistTemplateItem> }) =>
        api.patch(`/api/checklist-template/${encodeURIComponent(id)}`, input, zChecklistTemplateItem),
      meta: CHECKLIST_FAILED_META,
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`/api/checklist-template/${encodeURIComponent(id)}`), meta: CHECKLIST_FAILED_META, onSuccess: refresh }),
  };
}
