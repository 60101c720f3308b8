import type { DocumentRequest, ProjectDocument, ProjectDocuments } from '@/shared/schemas/documents';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';
export const DOCUMENTS_PATH = `/api/projects/${PROJECT_ID}/documents`;
export const REQUESTS_PATH = `/api/projects/${PROJECT_ID}/document-requests`;

export function projectDocument(overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  const id = overrides.id ?? 'c1000000-0000-4000-8000-000000000001';
  return {
    id,
    projectId: PROJECT_ID,
    title: 'Planning approval.pdf',
    documentType: 'permit',
    description: null,
    fileUrl: `/api/files/f-${id}`,
    fileName: 'Planning approval.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 2048,
    uploadedBy: 'user-staff',
    uploaderName: 'Sam Fitter',
    createdAt: '2030-04-22T10:15:00.000Z',
    ...overrides,
  };
}

export function documentRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: 'e1000000-0000-4000-8000-000000000001',
    projectId: PROJECT_ID,
    documentType: 'Site Photo',
    description: 'A photo of the base from the garden gate',
    dueDate: '2030-05-01',
    status: 'open',
    requestedBy: 'user-staff',
    requesterName: 'Sam Fitter',
    document: null,
    fulfilledAt: null,
    createdAt: '2030-04-20T09:00:00.000Z',
    ...overrides,
  };
}

export function projectDocuments(documents: ProjectDocument[], maxUploadBytes = 25 * 1024 * 1024): ProjectDocuments {
  return { documents, maxUploadBytes };
}
