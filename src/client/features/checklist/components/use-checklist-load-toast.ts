import { useEffect } from 'react';
import { toast } from 'sonner';

/** Error handling: a checklist that fails to load says so in a toast, once per failure. */
export function useChecklistLoadToast(isError: boolean, errorUpdatedAt: number) {
  useEffect(() => {
    if (!isError) return;
    toast.error('Error loading checklist', { id: 'checklist-load-error', description: 'There was a problem loading the checklist data.' });
  }, [isError, errorUpdatedAt]);
}
