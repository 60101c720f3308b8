import { toast } from 'sonner';

/**
 * Validation: viewing or adding notes signed out. One id, so a failed load and a failed add
 * (or two threads) show one toast rather than a stack.
 */
export function toastAuthenticationRequired(): void {
  toast.error('Authentication Required', { id: 'notes-authentication-required', description: 'Please log in to view or add notes.' });
}
