// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { callsTo, headerOf, renderWithProviders, staffPaymentItem, staffPaymentsPage, stubApi } from '../test/payment-management-test-utils';
import { PaymentManagement } from './payment-management';

const ITEM = staffPaymentItem();
const VERIFY_PATH = `/api/payments/${ITEM.id}/verify`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const AWAITING_COUNT_PATH = '/api/payments?status=pending_verification&pageSize=1';

function stubPayments(items: StaffPaymentItem[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/payments': () => ({ status: 200, body: staffPaymentsPage(items) }),
    [`GET ${AWAITING_COUNT_PATH}`]: () => ({ status: 200, body: staffPaymentsPage([], { total: 0 }) }),
    ...extra,
  });
}

async function openVerifyDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Verify Payment for/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Verify Bank Transfer' }) };
}

describe('PaymentManagement', () => {
  it("lists the tenant's payments and asks the server for the chosen status", async () => {
    const paid = staffPaymentItem({ id: 'b1b2c3d4-0000-4000-8000-000000000002', title: 'Deposit', status: 'paid', receiptUrl: '/api/payments/b/receipt' });
    const fetchMock = stubPayments([ITEM, paid], {
      'GET /api/payments?status=paid': () => ({ status: 200, body: staffPaymentsPage([paid]) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);

    const row = (await screen.findByText('Manufacturing Start Payment')).closest('tr')!;
    expect(within(row).getByText('Jane Cooper')).toBeInTheDocument();
    expect(within(row).getByText('INV-A1B2C3D4')).toBeInTheDocument();
    expect(within(row).getByText('£5,500.00')).toBeInTheDocument();
    expect(within(row).getByText('1 May 2030')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting verification')).toHaveClass('bg-warning-subtle');
    expect(screen.getByRole('link', { name: /Receipt for Deposit/ })).toHaveAttribute('target', '_blank');

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Paid');
    await waitFor(() => expect(screen.queryByText('Manufacturing Start Payment')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/payments?status=paid')).toHaveLength(1);
    expect(within(screen.getByText('Deposit').closest('tr')!).getByText('Paid')).toHaveClass('bg-success-subtle');
  });

  it('shows the difference when the customer confirmed a different amount', async () => {
    stubPayments([staffPaymentItem({ confirmation: { reference: 'INV-A1B2C3D4', amountPence: 500_000, transferDate: '2030-04-28' } })]);
    renderWithProviders(<PaymentManagement />);
    const { dialog } = await openVerifyDialog();

    const notice = within(dialog).getByText('The customer confirmed £5,000.00 — £500.00 less than due.');
    expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(within(dialog).getByText('28 April 2030')).toBeInTheDocument();
  });

  it('shows no difference when the amounts agree', async () => {
    stubPayments([ITEM]);
    renderWithProviders(<PaymentManagement />);
    const { dialog } = await openVerifyDialog();

    expect(within(dialog).getAllByText('£5,500.00')).toHaveLength(2);
    expect(within(dialog).queryByText(/than due/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/different reference/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify Payment' })).toBeEnabled();
  });

  it('verifies once with an Idempotency-Key, says so and refreshes every payment list', async () => {
    const paid = { ...ITEM, status: 'paid', receiptUrl: `/api/payments/${ITEM.id}/receipt` } as const;
    let current: StaffPaymentItem = ITEM;
    const fetchMock = stubApi({
      'GET /api/payments': () => ({ status: 200, body: staffPaymentsPage([current]) }),
      [`POST ${VERIFY_PATH}`]: () => {
        current = paid;
        return { status: 200, body: paid };
      },
    });
    const { queryClient } = renderWithProviders(<PaymentManagement />);
    queryClient.setQueryData(['payments', 'proj-123456'], { items: [], summary: {} });
    const { user, dialog } = await openVerifyDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Verify Payment' }));

    expect(await screen.findByText('Payment verified successfully')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', VERIFY_PATH);
    expect(headerOf(call![1], 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(call![1]!.body))).toEqual({});
    expect(callsTo(fetchMock, 'POST', VERIFY_PATH)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /Receipt for Manufacturing Start Payment/ })).toBeInTheDocument();
    expect(queryClient.getQueryState(['payments', 'proj-123456'])?.isInvalidated).toBe(true);
  });

  it('asks staff to acknowledge that the amount due arrived before verifying a different confirmed amount', async () => {
    const short = staffPaymentItem({ confirmation: { reference: 'INV-A1B2C3D4', amountPence: 100_000, transferDate: '2030-04-28' } });
    const fetchMock = stubPayments([short], { [`POST ${VERIFY_PATH}`]: () => ({ status: 200, body: { ...short, status: 'paid' } }) });
    renderWithProviders(<PaymentManagement />);
    const { user, dialog } = await openVerifyDialog();

    const verify = within(dialog).getByRole('button', { name: 'Verify Payment' });
    const box = within(dialog).getByRole('checkbox', { name: 'I have checked that £5,500.00 arrived' });
    expect(box).toHaveAccessibleDescription(/customer confirmed a different amount/);
    expect(verify).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();

    // By keyboard: Space ticks the box, and Verify Payment can then be pressed.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(verify).toBeEnabled();
    await user.click(verify);

    // (The success toast is the previous test's too: the dialog closing says it went through.)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST', VERIFY_PATH);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ acknowledgedAmount: '5500.00' });
  });

  it("shows the server's reason when the payment can no longer be verified", async () => {
    stubPayments([ITEM], {
      [`POST ${VERIFY_PATH}`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'You cannot verify this payment: it is already paid.' } },
      }),
    });
    renderWithProviders(<PaymentManagement />);
    const { user, dialog } = await openVerifyDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Verify Payment' }));

    expect(await screen.findByText('Failed to update payment status: You cannot verify this payment: it is already paid.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('rejects with the reason for the customer', async () => {
    const fetchMock = stubPayments([ITEM], {
      [`POST /api/payments/${ITEM.id}/reject`]: () => ({ status: 200, body: { ...ITEM, status: 'pending' } }),
    });
    renderWithProviders(<PaymentManagement />);
    const { user, dialog } = await openVerifyDialog();

    await user.type(within(dialog).getByLabelText('Reason for rejection (shown to the customer)'), 'Nothing has arrived yet');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Payment rejected')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', `/api/payments/${ITEM.id}/reject`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ reason: 'Nothing has arrived yet' });
  });

  it('asks before marking a pending payment paid', async () => {
    const pending = staffPaymentItem({ status: 'overdue', confirmation: null });
    const fetchMock = stubPayments([pending], {
      [`POST /api/payments/${pending.id}/mark-paid`]: () => ({ status: 200, body: { ...pending, status: 'paid' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);

    await user.click(await screen.findByRole('button', { name: /^Mark as Paid for/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    expect(callsTo(fetchMock, 'POST', `/api/payments/${pending.id}/mark-paid`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));

    expect(await screen.findByText('Payment marked as paid')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', `/api/payments/${pending.id}/mark-paid`);
    expect(headerOf(call![1], 'Idempotency-Key')).toBeTruthy();
  });

  it('says so when no payment has the chosen status', async () => {
    stubPayments([], { 'GET /api/payments?status=overdue': () => ({ status: 200, body: staffPaymentsPage([]) }) });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);

    expect(screen.getByText('Loading payments...')).toBeInTheDocument();
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Overdue');
    expect(await screen.findByText('No payments with this status.')).toBeInTheDocument();
  });
});
