import type { Note } from '@/shared/schemas/notes';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

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
