// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/shared/constants/roles';
import { BANK_DETAILS, callsTo, renderWithProviders, sessionUser, stubApi } from '../test/payment-management-test-utils';
import { BankDetailsSettings } from './bank-details-settings';

afterEach(() => vi.unstubAllGlobals());

function stubAs(role: Role, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/me': () => ({ status: 200, body: sessionUser(role) }),
    'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }),
    ...extra,
  });
}

describe('BankDetailsSettings', () => {
  it('shows staff the account read-only, with no Edit button', async () => {
    stubAs('staff');
    renderWithProviders(<BankDetailsSettings />);

    expect(await screen.findByText('12-34-56')).toBeInTheDocument();
    expect(screen.getByText('Arbour Garden Rooms Ltd')).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getByText(/Only an admin can change the bank details/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets an admin change them, warning that customers are emailed', async () => {
    let saved = BANK_DETAILS;
    const fetchMock = stubAs('admin', {
      'GET /api/bank-details': () => ({ status: 200, body: saved }),
      'PUT /api/bank-details': (init) => {
        saved = JSON.parse(String(init!.body)) as typeof BANK_DETAILS;
        return { status: 200, body: saved };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BankDetailsSettings />);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText(/every customer with an unpaid payment is notified by email/)).toBeInTheDocument();
    const sortCode = screen.getByLabelText('Sort code');
    expect(sortCode).toHaveValue('12-34-56');

    await user.clear(sortCode);
    await user.type(sortCode, '12-34');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('A sort code is 6 digits, such as 12-34-56')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/bank-details')).toHaveLength(0);

    await user.clear(sortCode);
    await user.type(sortCode, '40-11-22');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('Bank details updated')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/bank-details');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ ...BANK_DETAILS, sortCode: '401122' });
    const region = screen.getByRole('region', { name: 'Bank details' });
    expect(await within(region).findByText('40-11-22')).toBeInTheDocument();
  });

  it("shows the server's reason when the change is refused", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubAs('admin', {
      'PUT /api/bank-details': () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BankDetailsSettings />);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('Failed to update bank details: You do not have permission to do that.')).toBeInTheDocument();
    warn.mockRestore();
  });
});
