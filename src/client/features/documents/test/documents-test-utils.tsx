import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast, Toaster } from 'sonner';
import type { DocumentRequest, ProjectDocument, ProjectDocuments } from '@/shared/schemas/documents';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

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
