import { STAGE_STEPS, type ProjectStage } from '@/shared/constants/stages';
import type { ChecklistItem, ChecklistItemType } from '@/shared/schemas/checklist';

export type ChecklistViewer = 'customer' | 'staff';

export const TYPE_OPTIONS: { value: ChecklistItemType; label: string }[] = [
  { value: 'customer', label: 'Customer requirement' },
  { value: 'staff', label: 'Staff task' },
  { value: 'shared', label: 'Shared (customer and team)' },
];

/** "Step 3 · Site Access Photos Needed", or "Any stage" for an item that matters throughout. */
export function stageName(stage: ProjectStage | null): string {
  return stage ? `Step ${STAGE_STEPS[stage].step} · ${STAGE_STEPS[stage].title}` : 'Any stage';
}

/** Customer Requirements holds the customer's items and the shared ones; Staff Tasks the team's own. */
export function inCustomerSection(item: Pick<ChecklistItem, 'type'>): boolean {
  return item.type !== 'staff';
}

export const CHECKLIST_UPDATE_FAILED = { title: 'Error updating task', description: 'There was a problem updating the checklist.' } as const;
/** Every checklist change that fails (tick, add, edit, delete) is toasted with these words by the query client. */
export const CHECKLIST_FAILED_META = { errorMessage: CHECKLIST_UPDATE_FAILED.title, errorDescription: CHECKLIST_UPDATE_FAILED.description };
