// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_DETAILS, paymentItem, PROJECT_ID, projectPayments, renderWithProviders, stubApi } from '../test/payments-test-utils';
import { PaymentsTab } from './payments-tab';

const PAYMENTS_PATH = `/api/projects/${PROJECT_ID}/payments`;

afterEach(() => vi.unstubAllGlobals());

function stubPayments(items = [paymentItem()]) {
  return stubApi({
    [`GET ${PAYMENTS_PATH}`]: () => ({ status: 200, body: projectPayments(items) }),
    'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }),
  });
}

describe('PaymentsTab', () => {
  it('shows each status as its badge, in the spec colours', async () => {
    stubPayments([
      paymentItem({ id: '00000001-0000-4000-8000-000000000000', title: 'Deposit', status: 'paid', receiptUrl: '/api/payments/1/receipt' }),
      paymentItem({ id: '00000002-0000-4000-8000-000000000000', title: 'Manufacturing', status: 'pending_verification' }),
      paymentItem({ id: '00000003-0000-4000-8000-000000000000', title: 'Delivery', status: 'overdue' }),
      paymentItem({ id: '00000004-0000-4000-8000-000000000000', title: 'Final', status: 'pending' }),
    ]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);

    const rows = await within(await screen.findByRole('table')).findAllByRole('row');
    const badgeIn = (title: string, text: string) => within(rows.find((r) => within(r).queryByText(title))!).getByText(text);
    expect(badgeIn('Deposit', 'Paid')).toHaveClass('bg-success-subtle', 'text-success-ink');
    expect(badgeIn('Manufacturing', 'Verifying Payment')).toHaveClass('bg-warning-subtle', 'text-warning-ink');
    expect(badgeIn('Delivery', 'Overdue')).toHaveClass('bg-danger-subtle', 'text-danger-ink');
    expect(badgeIn('Final', 'Pending')).toHaveClass('bg-warning-subtle');
  });

  it('offers Confirm Payment only on unpaid rows and a receipt only on paid ones', async () => {
    stubPayments([
      paymentItem({ id: '00000001-0000-4000-8000-000000000000', title: 'Deposit', status: 'paid', receiptUrl: '/api/payments/1/receipt' }),
      paymentItem({ id: '00000002-0000-4000-8000-000000000000', title: 'Final', status: 'pending', invoiceUrl: null }),
    ]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);

    // Both layouts are in the page (CSS picks one by the card's width), and both offer the same actions.
    for (const schedule of [within(await screen.findByRole('table')), within(screen.getByRole('list', { name: 'Payment Schedule' }))]) {
      expect(schedule.getByRole('link', { name: /Receipt for Deposit/ })).toHaveAttribute('target', '_blank');
      expect(schedule.queryByRole('button', { name: 'Confirm Payment for Deposit' })).not.toBeInTheDocument();
      expect(schedule.getByRole('button', { name: 'Confirm Payment for Final' })).toBeEnabled();
      expect(schedule.queryByRole('link', { name: /Invoice for Final/ })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it("keeps the card payment button disabled and tells keyboard users why", async () => {
    stubPayments();
    const user = userEvent.setup();
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);

    const cardButton = await within(await screen.findByRole('table')).findByRole('button', { name: /Pay by card/ });
    expect(cardButton).toBeDisabled();
    const trigger = cardButton.parentElement!;
    expect(trigger).toHaveAccessibleDescription('Card payments are coming soon');
    await user.tab(); // the invoice link
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Card payments are coming soon');
  });

  it('shows why a transfer was sent back', async () => {
    stubPayments([paymentItem({ rejectionReason: 'No payment with that reference arrived' })]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);
    expect(await within(await screen.findByRole('table')).findByText('Your transfer could not be matched: No payment with that reference arrived')).toBeInTheDocument();
  });

  it('gives the first unpaid item, in schedule order, the bank transfer details', async () => {
    stubPayments([
      paymentItem({ id: '00000001-0000-4000-8000-000000000000', title: 'Deposit', status: 'paid' }),
      paymentItem({ id: '00000002-0000-4000-8000-000000000000', title: 'Manufacturing', status: 'pending_verification' }),
      paymentItem({ id: 'abcdef12-0000-4000-8000-000000000000', title: 'Delivery', status: 'overdue', reference: 'INV-ABCDEF12', amountPence: 330_000 }),
      paymentItem({ id: '00000004-0000-4000-8000-000000000000', title: 'Final', status: 'pending' }),
    ]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);

    const card = await screen.findByRole('region', { name: 'Bank Transfer Details' });
    expect(card).toHaveTextContent('To pay Delivery by bank transfer');
    expect(within(card).getByText('£3,300.00')).toBeInTheDocument();
    expect(within(card).getAllByText('INV-ABCDEF12').length).toBeGreaterThan(0);
  });

  it('shows no bank details when nothing is left to pay', async () => {
    stubPayments([paymentItem({ status: 'paid' })]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);
    await within(await screen.findByRole('table')).findByText('Paid');
    expect(screen.queryByRole('heading', { name: 'Bank Transfer Details' })).not.toBeInTheDocument();
  });

  it('says so when nothing is scheduled', async () => {
    stubPayments([]);
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);
    expect(screen.getByText('Loading payments...')).toBeInTheDocument();
    expect(await screen.findByText('No payments have been scheduled yet.')).toBeInTheDocument();
  });

  it('offers a retry when the payments fail to load', async () => {
    let fail = true;
    stubApi({
      [`GET ${PAYMENTS_PATH}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The payments service is down.' } } }
          : { status: 200, body: projectPayments([]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The payments service is down.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No payments have been scheduled yet.')).toBeInTheDocument();
  });
});
