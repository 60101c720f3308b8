import type { ConversationSummary, Message } from '@/shared/schemas/messages';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';
export const MESSAGES_PATH = `/api/projects/${PROJECT_ID}/messages`;
export const CONVERSATIONS_PATH = '/api/messages/conversations';
export const UNREAD_PATH = '/api/messages/unread';
export const CUSTOMER_ID = 'user-customer';
export const STAFF_ID = 'user-staff';

let sequence = 0;
export function message(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    projectId: PROJECT_ID,
    authorId: STAFF_ID,
    authorName: 'Sam Fitter',
    fromStaff: true,
    content: 'Hello from the team.',
    createdAt: '2030-04-22T10:15:00.000Z',
    ...overrides,
  };
}

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return { projectId: PROJECT_ID, projectName: 'Garden office', customerName: 'Jane Cooper', lastMessage: null, unread: 0, ...overrides };
}
