// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@/shared/schemas/messages';
import { useUnreadMessages } from '@/client/lib/queries/unread-messages';
import { callsTo, CUSTOMER_ID, message, MESSAGES_PATH, PROJECT_ID, renderWithProviders, stubApi, UNREAD_PATH } from '../test/messages-test-utils';
import { CustomerMessages } from './customer-messages';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const FROM_TEAM = message({ content: 'Your base is booked for Monday.' });
const SCRIPT = message({ authorId: CUSTOMER_ID, authorName: 'jane', fromStaff: false, content: '<script>alert("x")</script>' });

/** The navigation's badge, as the portal layout shows it. */
function UnreadBadge() {
  const { data } = useUnreadMessages();
  return data === undefined ? null : <output data-testid="badge">{data} unread</output>;
}

/** A server holding these messages; a POST adds one by the customer, as the API does. */
function stubConversation(initial: Message[], post?: (content: string) => { status: number; body: unknown }) {
  const server = { messages: [...initial] };
  const fetchMock = stubApi({
    [`GET ${MESSAGES_PATH}`]: () => ({ status: 200, body: { messages: server.messages, unread: 0 } }),
    [`GET ${UNREAD_PATH}`]: () => ({ status: 200, body: { count: 0 } }),
    [`POST ${MESSAGES_PATH}`]: (init) => {
      const { content } = JSON.parse(init!.body as string) as { content: string };
      const answer = post?.(content);
      if (answer) return answer;
      server.messages = [...server.messages, message({ authorId: CUSTOMER_ID, authorName: 'jane', fromStaff: false, content })];
      return { status: 201, body: { messages: server.messages, unread: 0 } };
    },
  });
  return { server, fetchMock };
}

async function renderPage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<CustomerMessages userId={CUSTOMER_ID} projectId={PROJECT_ID} />);
  const history = await screen.findByRole('region', { name: 'Message history' });
  return { ...view, user, history, box: screen.getByRole('textbox', { name: 'Message' }), send: screen.getByRole('button', { name: 'Send' }) };
}

describe('Customer messages', () => {
  it('shows each message as plain text with its author and time, markup included', async () => {
    stubConversation([FROM_TEAM, SCRIPT]);
    const { history } = await renderPage();

    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sam Fitter');
    expect(items[0]).toHaveTextContent('22 Apr 2030');
    expect(items[0]).toHaveTextContent('Your base is booked for Monday.');
    expect(items[1]).toHaveTextContent('You');
    expect(within(items[1]!).getByText('<script>alert("x")</script>')).toBeInTheDocument();
    expect(document.querySelector('li script')).toBeNull();
  });

  it('keeps Send off while the box is empty or only spaces', async () => {
    const { fetchMock } = stubConversation([]);
    const { user, box, send } = await renderPage();

    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(callsTo(fetchMock, 'POST', MESSAGES_PATH)).toHaveLength(0);
    await user.type(box, 'Hi');
    expect(send).toBeEnabled();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, clears the box and shows the message', async () => {
    const { fetchMock } = stubConversation([FROM_TEAM]);
    const { user, box, history } = await renderPage();

    await user.type(box, '  Thanks!{Shift>}{Enter}{/Shift}See you Monday  ');
    expect(callsTo(fetchMock, 'POST', MESSAGES_PATH)).toHaveLength(0);
    await user.keyboard('{Enter}');

    expect(await within(history).findByText(/See you Monday/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', MESSAGES_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ content: 'Thanks!\nSee you Monday' });
    expect(box).toHaveValue('');
  });

  it('keeps the text and says so when sending fails', async () => {
    stubConversation([], () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'The server is down.' } } }));
    const { user, box, send } = await renderPage();

    await user.type(box, 'Hello');
    await user.click(send);

    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('The server is down.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('announces new messages from the team politely, but not the ones already there or its own', async () => {
    const { server } = stubConversation([FROM_TEAM]);
    const { user, box, queryClient } = await renderPage();
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();

    await user.type(box, 'Is the crane booked?{Enter}');
    expect(await screen.findByText('Is the crane booked?')).toBeInTheDocument();
    expect(live).toBeEmptyDOMElement();

    server.messages = [...server.messages, message({ authorName: 'Priya Patel', content: 'Yes, for 9am.' })];
    await act(() => queryClient.refetchQueries({ queryKey: ['messages', 'conversation', PROJECT_ID] }));

    expect(await screen.findByText('Yes, for 9am.')).toBeInTheDocument();
    expect(live).toHaveTextContent('New message from Priya Patel: Yes, for 9am.');
  });

  it('marks the conversation read once it is shown, once per new message, and the badge counts again', async () => {
    const server = { messages: [FROM_TEAM], unread: 1 };
    const fetchMock = stubApi({
      [`GET ${MESSAGES_PATH}`]: () => ({ status: 200, body: { messages: server.messages, unread: server.unread } }),
      [`POST ${MESSAGES_PATH}/read`]: () => {
        server.unread = 0;
        return { status: 200, body: { unread: 0 } };
      },
      [`GET ${UNREAD_PATH}`]: () => ({ status: 200, body: { count: server.unread } }),
    });
    const { queryClient } = renderWithProviders(
      <>
        <UnreadBadge />
        <CustomerMessages userId={CUSTOMER_ID} projectId={PROJECT_ID} />
      </>,
    );
    const marks = () => callsTo(fetchMock, 'POST', `${MESSAGES_PATH}/read`).map(([, init]) => JSON.parse(init!.body as string) as unknown);

    expect(await screen.findByText('Your base is booked for Monday.')).toBeInTheDocument();
    await waitFor(() => expect(marks()).toEqual([{ lastMessageId: FROM_TEAM.id }]));
    // The badge asks again once the conversation is marked read.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', UNREAD_PATH).length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByTestId('badge')).toHaveTextContent('0 unread');

    // A poll with nothing new marks nothing.
    await act(() => queryClient.refetchQueries({ queryKey: ['messages', 'conversation', PROJECT_ID] }));
    expect(marks()).toHaveLength(1);

    const reply = message({ content: 'The crane is booked.' });
    server.messages = [...server.messages, reply];
    server.unread = 1;
    await act(() => queryClient.refetchQueries({ queryKey: ['messages', 'conversation', PROJECT_ID] }));
    await waitFor(() => expect(marks()).toEqual([{ lastMessageId: FROM_TEAM.id }, { lastMessageId: reply.id }]));
  });

  it('explains that the conversation starts once there is a project', () => {
    stubConversation([]);
    renderWithProviders(<CustomerMessages userId={CUSTOMER_ID} projectId={null} />);
    expect(screen.getByText('Your conversation with the team starts once your project is set up.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
