import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayInLondon } from '@/shared/dates';
import { zChecklistItem, type ChecklistItem } from '@/shared/schemas/checklist';
import { api } from '@/client/lib/api-client';
import { CHECKLIST_FAILED_META } from '../components/checklist-labels';
import { checklistQueryKey } from './get-checklist';

export function setItemCompleted(itemId: string, isCompleted: boolean): Promise<ChecklistItem> {
  return api.patch(`/api/checklist-items/${encodeURIComponent(itemId)}`, { isCompleted }, zChecklistItem);
}

function replaceItem(items: ChecklistItem[] | undefined, id: string, change: (item: ChecklistItem) => ChecklistItem) {
  return items?.map((item) => (item.id === id ? change(item) : item));
}

/**
 * Ticks show at once; if the server refuses, that one item goes back to how it was
 * (not the whole list, so another tick made meanwhile survives).
 */
export function useToggleChecklistItem(
  projectId: string,
  // Here rather than on mutate(): mutate()'s callbacks fire for the last of several quick ticks only.
  notify: { onToggled?: (isCompleted: boolean) => void } = {},
) {
  const queryClient = useQueryClient();
  const key = checklistQueryKey(projectId);
  return useMutation({
    mutationFn: ({ item, isCompleted }: { item: ChecklistItem; isCompleted: boolean }) => setItemCompleted(item.id, isCompleted),
    meta: CHECKLIST_FAILED_META,
    onMutate: async ({ item, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        replaceItem(items, item.id, (current) => ({
          ...current,
          isCompleted,
          completedAt: isCompleted ? new Date().toISOString() : null,
          isOverdue: !isCompleted && current.dueDate !== null && current.dueDate < todayInLondon(),
        })),
      );
      return { before: item };
    },
    onError: (_error, { item }, context) => {
      queryClient.setQueryData<ChecklistItem[]>(key, (items) => replaceItem(items, item.id, () => context?.before ?? item));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<ChecklistItem[]>(key, (items) => replaceItem(items, saved.id, () => saved));
      notify.onToggled?.(saved.isCompleted);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
