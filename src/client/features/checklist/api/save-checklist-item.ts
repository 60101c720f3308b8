import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zChecklistItem, type ChecklistItem, type NewChecklistItem } from '@/shared/schemas/checklist';
import { api } from '@/client/lib/api-client';
import { CHECKLIST_FAILED_META } from '../components/checklist-labels';
import { checklistQueryKey } from './get-checklist';

export function addChecklistItem(projectId: string, input: NewChecklistItem): Promise<ChecklistItem> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/checklist`, input, zChecklistItem);
}

export function updateChecklistItem(itemId: string, input: Partial<NewChecklistItem>): Promise<ChecklistItem> {
  return api.patch(`/api/checklist-items/${encodeURIComponent(itemId)}`, input, zChecklistItem);
}

export function deleteChecklistItem(itemId: string): Promise<void> {
  return api.delete(`/api/checklist-items/${encodeURIComponent(itemId)}`);
}

/** Staff: add, edit or delete an item of one project's checklist; the list is fetched again afterwards. */
export function useChecklistEditor(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: checklistQueryKey(projectId) });
  return {
    add: useMutation({ mutationFn: (input: NewChecklistItem) => addChecklistItem(projectId, input), meta: CHECKLIST_FAILED_META, onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: Partial<NewChecklistItem> }) => updateChecklistItem(id, input), meta: CHECKLIST_FAILED_META, onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => deleteChecklistItem(id), meta: CHECKLIST_FAILED_META, onSuccess: refresh }),
  };
}
