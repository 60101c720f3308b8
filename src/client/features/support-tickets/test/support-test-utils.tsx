import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import type { Ticket, TicketResponse, TicketWithResponses } from '@/shared/schemas/tickets';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

export const TICKET_ID = 't1000000-0000-4000-8000-000000000001';
export const ticketPath = (id: string = TICKET_ID) => `/api/tickets/${id}`;

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: TICKET_ID,
    number: 1001,
    subject: 'Heater not working',
    description: 'The heater stopped on Sunday.',
    category: 'aftercare',
    status: 'open',
    customerId: 'user-customer',
    customerName: 'Jane Cooper',
    createdAt: '2030-04-22T10:15:00.000Z',
    updatedAt: '2030-04-22T10:15:00.000Z',
    answered: false,
    respondBy: '2030-04-23T10:15:00.000Z',
    pastTarget: false,
    ...overrides,
  };
}

export function response(overrides: Partial<TicketResponse> = {}): TicketResponse {
  return {
    id: 'r1',
    ticketId: TICKET_ID,
    authorName: 'Sam Fitter',
    fromStaff: true,
    content: 'An engineer will call tomorrow.',
    createdAt: '2030-04-22T12:00:00.000Z',
    ...overrides,
  };
}

export function withResponses(t: Ticket, responses: TicketResponse[] = []): TicketWithResponses {
  return { ...t, responses };
}

/** Shows the current URL, so a test can see what the page put in it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(ui: ReactElement, { route = '/support' }: { route?: string } = {}) {
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
