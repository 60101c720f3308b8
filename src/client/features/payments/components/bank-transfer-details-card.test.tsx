// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_DETAILS, paymentItem, renderWithProviders, stubApi } from '../test/payments-test-utils';
import { BankTransferDetailsCard } from './bank-transfer-details-card';

const item = paymentItem({ reference: 'INV-A1B2C3D4', amountPence: 550_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** user-event installs its own clipboard on setup, so ours goes in after it. */
function setupWithClipboard() {
  const user = userEvent.setup();
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { user, writeText };
}

describe('BankTransferDetailsCard', () => {
  it('shows the amount in GBP, the account, a dashed sort code and the reference', async () => {
    stubApi({ 'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }) });
    renderWithProviders(<BankTransferDetailsCard item={item} />);

    expect(await screen.findByText('12-34-56')).toBeInTheDocument();
    expect(screen.getByText('£5,500.00')).toBeInTheDocument();
    expect(screen.getByText('Arbour Garden Rooms Ltd')).toBeInTheDocument();
    expect(screen.getByText('Barclays')).toBeInTheDocument();
    expect(screen.getAllByText('INV-A1B2C3D4').length).toBeGreaterThan(0);
    expect(screen.getByText('All prices include VAT at the current rate of 20%.')).toBeInTheDocument();
    expect(screen.getByText('We will never change our bank details by email or phone.')).toBeInTheDocument();
  });

  it('copies with a toast, on every detail but the bank name', async () => {
    stubApi({ 'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }) });
    const { user, writeText } = setupWithClipboard();
    renderWithProviders(<BankTransferDetailsCard item={item} />);

    await user.click(await screen.findByRole('button', { name: 'Copy Sort Code' }));
    expect(writeText).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Sort Code copied to clipboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Payment Reference' }));
    expect(writeText).toHaveBeenLastCalledWith('INV-A1B2C3D4');
    expect(await screen.findByText('Payment Reference copied to clipboard')).toBeInTheDocument();

    const copyButtons = screen.getAllByRole('button', { name: /^Copy / }).map((b) => b.getAttribute('aria-label'));
    expect(copyButtons).toEqual(['Copy Amount', 'Copy Account Name', 'Copy Sort Code', 'Copy Account Number', 'Copy Payment Reference']);
  });

  it('says when copying is not possible', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }) });
    const { user, writeText } = setupWithClipboard();
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    renderWithProviders(<BankTransferDetailsCard item={item} />);

    await user.click(await screen.findByRole('button', { name: 'Copy Account Number' }));
    expect(await screen.findByText(/Could not copy the account number/)).toBeInTheDocument();
  });

  it("passes on the server's message when bank details are not set up", async () => {
    stubApi({
      'GET /api/bank-details': () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Bank details have not been set up yet.' } } }),
    });
    renderWithProviders(<BankTransferDetailsCard item={item} />);

    expect(screen.getByText('Loading bank details...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank details have not been set up yet.');
    expect(screen.queryByRole('button', { name: 'Copy Sort Code' })).not.toBeInTheDocument();
  });
});
