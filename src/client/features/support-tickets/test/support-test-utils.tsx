import type { Ticket, TicketResponse, TicketWithResponses } from '@/shared/schemas/tickets';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

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
