import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast, Toaster } from 'sonner';
import type { Note } from '@/shared/schemas/notes';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

export const PROJECT_ID = 'proj-123456';
export const NOTES_PATH = `/api/projects/${PROJECT_ID}/notes`;

export function note(overrides: Partial<Note> = {}): Note {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    projectId: PROJECT_ID,
    authorId: 'user-staff',
    authorName: 'James Wilson',
    fromTeam: true,
    content: 'Your base is booked for Tuesday.',
    type: 'info',
    visibility: 'public',
    isPinned: false,
    createdAt: '2030-04-22T10:15:00.000Z',
    ...overrides,
  };
}

export function renderWithProviders(ui: ReactElement) {
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = createQueryClient({ retry: false });
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
