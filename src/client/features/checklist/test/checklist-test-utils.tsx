import type { ChecklistItem, ChecklistTemplateItem } from '@/shared/schemas/checklist';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';
export const CHECKLIST_PATH = `/api/projects/${PROJECT_ID}/checklist`;
export const itemPath = (id: string) => `/api/checklist-items/${id}`;

export function checklistItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: 'b1000000-0000-4000-8000-000000000001',
    projectId: PROJECT_ID,
    title: 'Send photos of the site',
    description: 'The route from the road and the narrowest gate',
    type: 'customer',
    isCompleted: false,
    completedAt: null,
    visibility: 'public',
    dueDate: null,
    isMandatory: false,
    isOverdue: false,
    stage: 'design_confirmation',
    ...overrides,
  };
}

export function templateItem(overrides: Partial<ChecklistTemplateItem> = {}): ChecklistTemplateItem {
  return {
    id: 't1000000-0000-4000-8000-000000000001',
    title: 'Clear the base area',
    description: '',
    type: 'customer',
    visibility: 'public',
    isMandatory: true,
    stage: 'site_preparation',
    position: 0,
    ...overrides,
  };
}
