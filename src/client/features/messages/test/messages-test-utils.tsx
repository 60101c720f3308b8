import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import type { ConversationSummary, Message } from '@/shared/schemas/messages';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

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

/** Shows the current URL, so a test can see what the page put in it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(ui: ReactElement, { route = '/messages' }: { route?: string } = {}) {
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = createQueryClient({ retry: false });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
