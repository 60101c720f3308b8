import type { Diagram, DiagramNote, ProjectDiagrams } from '@/shared/schemas/diagrams';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';
export const DIAGRAMS_PATH = `/api/projects/${PROJECT_ID}/diagrams`;
export const notesPath = (diagramId: string) => `/api/diagrams/${diagramId}/notes`;
/** The project's notes thread, used while it has no diagram. */
export const PROJECT_NOTES_PATH = `/api/projects/${PROJECT_ID}/diagram-notes`;

export function diagram(overrides: Partial<Diagram> = {}): Diagram {
  const id = overrides.id ?? 'd1000000-0000-4000-8000-000000000001';
  return {
    id,
    projectId: PROJECT_ID,
    diagramUrl: `/api/files/f-${id}`,
    fileName: 'site-plan.png',
    mimeType: 'image/png',
    isCustomerUpload: true,
    uploadedBy: 'user-customer',
    uploaderName: 'Jane Cooper',
    createdAt: '2030-04-22T10:15:00.000Z',
    ...overrides,
  };
}

export function diagramNote(overrides: Partial<DiagramNote> = {}): DiagramNote {
  return {
    id: 'n1000000-0000-4000-8000-000000000001',
    diagramId: 'd1000000-0000-4000-8000-000000000001',
    userId: 'user-staff',
    authorName: 'Sam Fitter',
    content: 'Looks good to us.',
    createdAt: '2030-04-23T09:00:00.000Z',
    ...overrides,
  };
}

export function projectDiagrams(diagrams: Diagram[], maxUploadBytes = 25 * 1024 * 1024): ProjectDiagrams {
  return { diagrams, maxUploadBytes };
}
