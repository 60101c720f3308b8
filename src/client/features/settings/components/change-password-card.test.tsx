// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithProviders, sentBody, stubApi } from '../test/settings-test-utils';
import { ChangePasswordCard } from './change-password-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(values: { current: string; next: string; confirm: string }) {
  const user = userEvent.setup();
  const card = screen.getByRole('region', { name: 'Change password' });
  await user.type(within(card).getByLabelText('Current password'), values.current);
  await user.type(within(card).getByLabelText('New password'), values.next);
  await user.type(within(card).getByLabelText('Confirm new password'), values.confirm);
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  return card;
}

describe('Change password', () => {
  it('says the other devices are signed out, and sends the current and the new password', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/change-password': () => ({ status: 200, body: { user: {} } }) });
    renderWithProviders(<ChangePasswordCard />);
    expect(screen.getByText(/You will be signed out on your other devices\./)).toBeInTheDocument();

    const card = await fill({ current: 'password123', next: 'a changed password', confirm: 'a changed password' });
    expect(await screen.findByText('Your password is changed. You have been signed out on your other devices.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/change-password');
    expect(sentBody(call![1])).toEqual({ currentPassword: 'password123', newPassword: 'a changed password' });
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password by the app’s rules and that both entries match, before sending', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<ChangePasswordCard />);
    await fill({ current: 'password123', next: 'short', confirm: 'different' });
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('shows a wrong current password beside its field', async () => {
    stubApi({
      'POST /api/auth/change-password': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'That password is not right.', fields: { currentPassword: ['That password is not right.'] } } },
      }),
    });
    renderWithProviders(<ChangePasswordCard />);
    await fill({ current: 'not my password', next: 'a changed password', confirm: 'a changed password' });
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other refusal above the form', async () => {
    stubApi({
      'POST /api/auth/change-password': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'The sample accounts are shared, so their password cannot be changed.' } },
      }),
    });
    renderWithProviders(<ChangePasswordCard />);
    await fill({ current: 'password123', next: 'a changed password', confirm: 'a changed password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sample accounts are shared, so their password cannot be changed.');
  });
});
