// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket, TicketWithResponses } from '@/shared/schemas/tickets';
import { callsTo, renderWithProviders, response, stubApi, ticket, TICKET_ID, ticketPath, withResponses } from '../test/support-test-utils';
import { SupportTickets } from './support-tickets';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const NEW_ID = 't2000000-0000-4000-8000-000000000002';
const CLOSED = ticket({ id: 't3000000-0000-4000-8000-000000000003', number: 1000 + 2, subject: 'Invoice copy', category: 'payment', status: 'closed', answered: true });

/** A server holding the customer's tickets; opening one and replying work as the API does. */
function stubServer(options: { tickets?: Ticket[]; detail?: TicketWithResponses; openStatus?: number } = {}) {
  let tickets = options.tickets ?? [ticket(), CLOSED];
  let detail = options.detail ?? withResponses(ticket(), [response({ content: '<b>Not bold</b>\nSecond line' })]);
  return stubApi({
    'GET /api/tickets': () => ({ status: 200, body: { tickets, responseTargetHours: 24 } }),
    [`GET ${ticketPath()}`]: () => ({ status: 200, body: detail }),
    'POST /api/tickets': (init) => {
      if (options.openStatus) return { status: options.openStatus, body: { error: { code: 'INTERNAL', message: 'The server is down.' } } };
      const input = JSON.parse(init!.body as string) as Pick<Ticket, 'subject' | 'description' | 'category'>;
      const created = ticket({ id: NEW_ID, number: 1003, ...input });
      tickets = [created, ...tickets];
      return { status: 201, body: created };
    },
    [`GET ${ticketPath(NEW_ID)}`]: () => ({ status: 200, body: withResponses(tickets[0]!) }),
    [`POST ${ticketPath()}/responses`]: (init) => {
      const { content } = JSON.parse(init!.body as string) as { content: string };
      detail = { ...detail, responses: [...detail.responses, response({ id: 'r-new', authorName: 'jane', fromStaff: false, content })] };
      return { status: 201, body: detail };
    },
  });
}

describe('Customer support', () => {
  it('lists the tickets with number, subject, status and last update, and the response target', async () => {
    stubServer();
    renderWithProviders(<SupportTickets viewer="customer" />);

    const list = await screen.findByRole('list', { name: 'Tickets' });
    const [open, closed] = within(list).getAllByRole('link');
    expect(open).toHaveTextContent('#1001');
    expect(open).toHaveTextContent('Heater not working');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('22 Apr 2030');
    expect(closed).toHaveTextContent('#1002');
    expect(closed).toHaveTextContent('Closed');
    expect(screen.getByText('We aim to reply within 24 hours.')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting reply')).toBeNull(); // staff-only flags
  });

  it('checks the new ticket form before sending anything', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="customer" />);

    await user.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'New Support Ticket' });
    await user.type(within(dialog).getByLabelText('Subject'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Open Ticket' }));

    expect(await within(dialog).findByText('Give your request a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us what you need')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/tickets')).toHaveLength(0);
  });

  it('opens a ticket, says its number and shows it', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="customer" />, { route: '/support', showLocation: true });

    await user.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'New Support Ticket' });
    await user.type(within(dialog).getByLabelText('Subject'), '  Gate access  ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Delivery');
    await user.type(within(dialog).getByLabelText('Description'), 'The lorry cannot reach the garden.');
    await user.click(within(dialog).getByRole('button', { name: 'Open Ticket' }));

    expect(await screen.findByText('Ticket #1003 opened')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/tickets');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ subject: 'Gate access', category: 'delivery', description: 'The lorry cannot reach the garden.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('region', { name: '#1003 Gate access' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/support?ticket=${NEW_ID}`);
  });

  it('keeps the form and says why when opening fails', async () => {
    stubServer({ openStatus: 500 });
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="customer" />);

    await user.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'New Support Ticket' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Gate access');
    await user.type(within(dialog).getByLabelText('Description'), 'Details');
    await user.click(within(dialog).getByRole('button', { name: 'Open Ticket' }));

    expect(await screen.findByText('Could not open the ticket')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The server is down.');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Gate access');
  });

  it("shows a ticket's replies as plain text, and a reply appears once sent", async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<SupportTickets viewer="customer" />, { route: `/support?ticket=${TICKET_ID}` });

    const detail = await screen.findByRole('region', { name: '#1001 Heater not working' });
    const replies = within(detail).getByRole('list', { name: 'Replies' });
    expect(within(replies).getAllByRole('listitem')[0]).toHaveTextContent('The heater stopped on Sunday.');
    expect(within(replies).getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    expect(replies.querySelector('b')).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Close Ticket' })).toBeNull(); // staff only

    const send = within(detail).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(within(detail).getByLabelText('Your reply'), '  Thank you!  ');
    await user.click(send);

    expect(await within(replies).findByText('Thank you!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', `${ticketPath()}/responses`);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ content: 'Thank you!' });
    expect(within(detail).getByLabelText('Your reply')).toHaveValue('');
    expect(screen.getByText('Reply sent')).toBeInTheDocument();
  });
});
