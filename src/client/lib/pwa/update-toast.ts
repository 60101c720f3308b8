import { toast } from 'sonner';

/** Error handling: "Update Available - A new version is available. Refresh to update.", for 10 seconds. */
export const UPDATE_TOAST = {
  title: 'Update Available',
  description: 'A new version is available. Refresh to update.',
  actionLabel: 'Update',
  durationMs: 10_000,
} as const;

export function showUpdateToast(update: () => void): void {
  toast(UPDATE_TOAST.title, {
    id: 'app-update',
    description: UPDATE_TOAST.description,
    duration: UPDATE_TOAST.durationMs,
    action: { label: UPDATE_TOAST.actionLabel, onClick: update },
  });
}
