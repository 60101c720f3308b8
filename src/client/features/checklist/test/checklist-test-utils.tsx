import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast, Toaster } from 'sonner';
import type { ChecklistItem, ChecklistTemplateItem } from '@/shared/schemas/checklist';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

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

export function renderWithProviders(ui: ReactElement) {
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
