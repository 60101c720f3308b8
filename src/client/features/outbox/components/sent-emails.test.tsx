// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEmail } from '@/shared/schemas/outbox';
import { stubApi } from '../../../../../tests/setup/client-api-stub';
import { SentEmails } from './sent-emails';

afterEach(() => vi.unstubAllGlobals());

function email(overrides: Partial<OutboxEmail>): OutboxEmail {
  return {
    id: 'm1',
    kind: 'document-requested',
    toEmail: 'emma@example.com',
    toName: 'Emma Clarke',
    subject: 'Arbour: please send us Site Photo',
    textBody: 'Dear Emma,\n\n<script>alert(1)</script>',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2030-04-22T10:15:00.000Z',
    sentAt: '2030-04-22T10:15:05.000Z',
    ...overrides,
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SentEmails />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Sent emails', () => {
  it('lists the emails and shows the chosen one as plain text', async () => {
    stubApi({
      'GET /api/outbox': () => ({
        status: 200,
        body: {
          emails: [
            email({}),
            email({
              id: 'm2',
              subject: 'Arbour: payment received – Deposit',
              textBody: 'Thank you',
              status: 'failed',
              sentAt: null,
              attempts: 8,
              lastError: 'Connection refused',
            }),
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();

    const shown = await screen.findByRole('region', { name: 'Arbour: please send us Site Photo' });
    expect(within(shown).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: /payment received – Deposit/ }));
    const failed = screen.getByRole('region', { name: 'Arbour: payment received – Deposit' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Connection refused (after 8 attempts)')).toBeInTheDocument();
  });

  it('tells staff who are not administrators that the mailbox is not theirs to read', async () => {
    stubApi({ 'GET /api/outbox': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } } }) });
    renderPage();
    expect(await screen.findByText('Only administrators can read sent emails.')).toBeInTheDocument();
  });
});
