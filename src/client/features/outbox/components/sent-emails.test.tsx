// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEmail } from '@/shared/schemas/outbox';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
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
    canResend: false,
    ...overrides,
  };
}

function renderPage() {
  renderWithProviders(<SentEmails />);
}

describe('Sent emails', () => {
  it('lists the emails and shows the chosen one as its recipient sees it, or as plain text', async () => {
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
    // The HTML part, from its own route, in a frame that may run nothing.
    const frame = within(shown).getByTitle('The email to Emma Clarke, as they see it');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/outbox/m1/preview');
    expect(frame).toHaveAttribute('sandbox', '');
    await user.click(within(shown).getByRole('tab', { name: 'Plain text' }));
    expect(within(shown).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: /payment received – Deposit/ }));
    const failed = screen.getByRole('region', { name: 'Arbour: payment received – Deposit' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Connection refused (after 8 attempts)')).toBeInTheDocument();
    // Nothing to send again in an email without a one-time link.
    expect(within(failed).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  const invitation = email({
    id: '5b0e3c52-7d0c-4a4f-9a55-1d3c2b7c9e01',
    kind: 'invitation',
    subject: 'Arbour: your customer portal is ready',
    textBody: 'Choose a password to get started:\n[Link hidden: only the recipient can use it]',
    canResend: true,
  });

  it('shows a one-time link as hidden and sends the person a new one, saying so', async () => {
    const fetchMock = stubApi({
      'GET /api/outbox': () => ({ status: 200, body: { emails: [invitation] } }),
      [`POST /api/outbox/${invitation.id}/resend`]: () => ({ status: 201, body: { kind: 'invitation', toEmail: 'emma@example.com' } }),
    });
    const user = userEvent.setup();
    renderPage();
    const shown = await screen.findByRole('region', { name: 'Arbour: your customer portal is ready' });
    await user.click(within(shown).getByRole('tab', { name: 'Plain text' }));
    expect(within(shown).getByText(/\[Link hidden: only the recipient can use it\]/)).toBeInTheDocument();
    expect(within(shown).getByText(/works only for Emma Clarke, so it is hidden here/)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Resend to emma@example.com with a new link' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('A new link has been sent to emma@example.com. Earlier links no longer work.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/outbox/${invitation.id}/resend`)).toHaveLength(1);
    // The mailbox is read again, so the new email shows.
    expect(callsTo(fetchMock, 'GET', '/api/outbox').length).toBeGreaterThan(1);
  });

  it('says why a new link could not be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/outbox': () => ({ status: 200, body: { emails: [invitation] } }),
      [`POST /api/outbox/${invitation.id}/resend`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Emma Clarke has already set a password and can sign in.' } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('Could not send a new link')).toBeInTheDocument();
    expect(screen.getByText('Emma Clarke has already set a password and can sign in.')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('tells staff who are not administrators that the mailbox is not theirs to read', async () => {
    stubApi({ 'GET /api/outbox': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } } }) });
    renderPage();
    expect(await screen.findByText('Only administrators can read sent emails.')).toBeInTheDocument();
  });
});
