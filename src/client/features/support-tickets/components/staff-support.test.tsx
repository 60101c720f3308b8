// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@/shared/schemas/tickets';
import { callsTo, renderWithProviders, stubApi, ticket, TICKET_ID, ticketPath, withResponses } from '../test/support-test-utils';
import { SupportTickets } from './support-tickets';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LATE = ticket({ pastTarget: true });
const WAITING = ticket({ id: 't2000000-0000-4000-8000-000000000002', number: 1002, subject: 'Gate access', customerName: 'Tom Baker' });
const ANSWERED = ticket({ id: 't3000000-0000-4000-8000-000000000003', number: 1003, subject: 'Paint colour', answered: true });
const CLOSED = ticket({ id: 't4000000-0000-4000-8000-000000000004', number: 1004, subject: 'Old question', status: 'closed', answered: true });

function stubServer() {
  let detail = withResponses(LATE);
  const list = (tickets: Ticket[]) => () => ({ status: 200, body: { tickets, responseTargetHours: 48 } });
  return stubApi({
    'GET /api/tickets?status=open': list([LATE, WAITING, ANSWERED]),
    'GET /api/tickets?status=open&pastTarget=true': list([LATE]),
    'GET /api/tickets?status=closed': list([CLOSED]),
    [`GET ${ticketPath()}`]: () => ({ status: 200, body: detail }),
    [`PATCH ${ticketPath()}`]: (init) => {
      const { status } = JSON.parse(init!.body as string) as { status: Ticket['status'] };
      detail = { ...detail, status, pastTarget: false };
      return { status: 200, body: detail };
    },
  });
}

describe('Staff support', () => {
  it('shows open tickets with whose they are and which wait past the target', async () => {
    stubServer();
    renderWithProviders(<SupportTickets viewer="staff" />);

    const list = await screen.findByRole('list', { name: 'Tickets' });
    const [late, waiting, answered] = within(list).getAllByRole('link');
    expect(late).toHaveTextContent('Jane Cooper');
    expect(late).toHaveTextContent('Past target');
    expect(waiting).toHaveTextContent('Tom Baker');
    expect(waiting).toHaveTextContent('Awaiting reply');
    expect(answered).not.toHaveTextContent('Awaiting reply');
    expect(screen.getByText('First reply due within 2 days of opening.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Ticket' })).toBeNull();
  });

  it('filters by past target and closed, keeping the filter in the URL', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="staff" />, { route: '/support', showLocation: true });
    await screen.findByRole('list', { name: 'Tickets' });

    await user.selectOptions(screen.getByLabelText('Show'), 'Past response target');
    expect(await screen.findByTestId('location')).toHaveTextContent('/support?show=past-target');
    expect(callsTo(fetchMock, 'GET', '/api/tickets?status=open&pastTarget=true')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Show'), 'Closed tickets');
    expect(await within(screen.getByRole('list', { name: 'Tickets' })).findByText('Old question')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/support?show=closed');
  });

  it('flags a late ticket and closes it', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="staff" />, { route: `/support?ticket=${TICKET_ID}` });

    const detail = await screen.findByRole('region', { name: '#1001 Heater not working' });
    expect(within(detail).getByText(/past the response target/)).toBeInTheDocument();
    expect(within(detail).getByText(/Opened by Jane Cooper/)).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Close Ticket' }));

    expect(await screen.findByText('Ticket #1001 closed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', ticketPath());
    expect(JSON.parse(call![1]!.body as string)).toEqual({ status: 'closed' });
    expect(await within(detail).findByRole('button', { name: 'Reopen Ticket' })).toBeInTheDocument();
    expect(within(detail).getByText('Closed')).toBeInTheDocument();
  });
});
