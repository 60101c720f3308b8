import type { TaskPriority } from '@/shared/constants/operations';

/** High stands out without borrowing red, which is kept for Overdue. */
export const PRIORITY_TONES: Record<TaskPriority, 'warning' | 'brand' | 'neutral'> = {
  high: 'warning',
  medium: 'brand',
  low: 'neutral',
};
