// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  CONVERSATIONS_PATH,
  CUSTOMER_ID,
  message,
  MESSAGES_PATH,
  PROJECT_ID,
  renderWithProviders,
  STAFF_ID,
  stubApi,
  summary,
  UNREAD_PATH,
} from '../test/messages-test-utils';
import { StaffMessages } from './staff-messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUESTION = message({ authorId: CUSTOMER_ID, authorName: 'Jane Cooper', fromStaff: false, content: 'Can you come on Saturday?' });
const CONVERSATIONS = [
  summary({ lastMessage: QUESTION, unread: 2 }),
  summary({ projectId: 'proj-other', projectName: 'Studio', customerName: 'Tom Baker', lastMessage: null, unread: 0 }),
];

/** A server where the question is unread until the conversation is marked read, as the API does. */
function stubServer() {
  let unread = 2;
  return stubApi({
    [`GET ${CONVERSATIONS_PATH}`]: () => ({ status: 200, body: { conversations: CONVERSATIONS.map((c) => (c.projectId === PROJECT_ID ? { ...c, unread } : c)) } }),
    [`GET ${MESSAGES_PATH}`]: () => ({ status: 200, body: { messages: [QUESTION], unread } }),
    [`POST ${MESSAGES_PATH}/read`]: () => {
      unread = 0;
      return { status: 200, body: { unread } };
    },
    [`GET ${UNREAD_PATH}`]: () => ({ status: 200, body: { count: unread } }),
  });
}

describe('Staff messages', () => {
  it('lists every conversation with its customer, project, latest message and unread count', async () => {
    stubServer();
    renderWithProviders(<StaffMessages userId={STAFF_ID} />);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [jane, tom] = within(list).getAllByRole('link');
    expect(jane).toHaveTextContent('Jane Cooper');
    expect(jane).toHaveTextContent('Garden office');
    expect(jane).toHaveTextContent('Can you come on Saturday?');
    expect(jane).toHaveTextContent('2 unread');
    expect(tom).toHaveTextContent('No messages yet');
    expect(screen.getByText('Select a conversation to read it and reply.')).toBeInTheDocument();
  });

  it('opens a conversation, keeps it in the URL and marks it read in the list', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<StaffMessages userId={STAFF_ID} />, { route: '/messages', showLocation: true });

    await user.click(await screen.findByRole('link', { name: /Jane Cooper/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(`/messages?project=${PROJECT_ID}`);
    const panel = await screen.findByRole('region', { name: 'Jane Cooper' });
    expect(await within(panel).findByText('Can you come on Saturday?', { selector: 'li p' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    const jane = screen.getByRole('link', { name: /Jane Cooper/ });
    expect(jane).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(jane).not.toHaveTextContent('unread'));
    const marks = callsTo(fetchMock, 'POST', `${MESSAGES_PATH}/read`);
    expect(marks.map(([, init]) => JSON.parse(init!.body as string))).toEqual([{ lastMessageId: QUESTION.id }]);
  });

  it('opens the conversation named in the URL, and filters the list by customer or project', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<StaffMessages userId={STAFF_ID} />, { route: `/messages?project=${PROJECT_ID}` });

    expect(await screen.findByRole('region', { name: 'Jane Cooper' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'studio');
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Tom Baker')]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'nobody');
    expect(screen.getByText('No conversations match your search.')).toBeInTheDocument();
  });
});
