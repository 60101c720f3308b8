import type { DesignDecisionRecord } from '@/shared/schemas/design-approval';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';
export const DECISIONS_PATH = `/api/projects/${PROJECT_ID}/design-approval`;

export function decision(overrides: Partial<DesignDecisionRecord> = {}): DesignDecisionRecord {
  return {
    id: 'c1000000-0000-4000-8000-000000000001',
    decision: 'request_changes',
    comment: 'Move the doors to the left',
    customerName: 'Emma Clarke',
    createdAt: '2030-04-22T10:15:00.000Z',
    ...overrides,
  };
}
