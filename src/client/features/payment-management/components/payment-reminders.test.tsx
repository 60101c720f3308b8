// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { callsTo, headerOf, renderWithProviders, staffPaymentItem, staffPaymentsPage, stubApi } from '../test/payment-management-test-utils';
import { PaymentManagement } from './payment-management';

const OVERDUE = staffPaymentItem({
  status: 'overdue',
  dueDate: '2030-04-01',
  confirmation: null,
  lastReminder: { id: 'r1', kind: 'overdue_3', dueDate: '2030-04-01', sentAt: '2030-04-04T08:00:00.000Z', sentBy: null },
});
const SEND_PATH = `/api/payments/${OVERDUE.id}/reminders`;
const AWAITING_COUNT_PATH = '/api/payments?status=pending_verification&pageSize=1';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function stubPayments(items: StaffPaymentItem[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/payments': () => ({ status: 200, body: staffPaymentsPage(items) }),
    [`GET ${AWAITING_COUNT_PATH}`]: () => ({ status: 200, body: staffPaymentsPage([], { total: 0 }) }),
    ...extra,
  });
}

const sent = { reminder: { id: 'r2', kind: 'manual', dueDate: '2030-04-01', sentAt: '2030-04-05T09:00:00.000Z', sentBy: 'Sam Staff' }, customerName: 'Jane Cooper' };

describe('Payment reminders in Payment Management', () => {
  it('shows the last reminder of an item, and offers Send reminder only on unpaid ones', async () => {
    const confirmed = staffPaymentItem({ id: 'c1b2c3d4-0000-4000-8000-000000000003', title: 'Deposit' });
    stubPayments([OVERDUE, confirmed]);
    renderWithProviders(<PaymentManagement />);
    const row = (await screen.findByText('Manufacturing Start Payment')).closest('tr')!;
    expect(within(row).getByText('Last reminder: 3 days overdue, 4 Apr 2030')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send reminder for Manufacturing Start Payment, Jane Cooper' })).toBeInTheDocument();
    const confirmedRow = screen.getByText('Deposit').closest('tr')!;
    expect(within(confirmedRow).queryByRole('button', { name: /Send reminder/ })).not.toBeInTheDocument();
    expect(within(confirmedRow).queryByText(/Last reminder/)).not.toBeInTheDocument();
  });

  it('sends a reminder from the keyboard, once for a double press, and says who it went to', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubPayments([OVERDUE], {
      [`POST ${SEND_PATH}`]: async () => {
        await answered;
        return { status: 200, body: sent };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);
    const button = await screen.findByRole('button', { name: /^Send reminder for/ });
    button.focus();
    await user.keyboard('{Enter}');
    // Pressed again while the first is on its way: nothing more is sent.
    await user.keyboard('{Enter}');
    expect(button).toBeDisabled();
    answer();
    expect(await screen.findByText('Reminder sent to Jane Cooper')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', SEND_PATH);
    expect(calls).toHaveLength(1);
    const firstKey = headerOf(calls[0]![1], 'Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    // The list reads again, for its "Last reminder".
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/payments').length).toBeGreaterThanOrEqual(2));

    // A second reminder, pressed later on purpose, is a new request with a key of its own.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', SEND_PATH)).toHaveLength(2));
    expect(headerOf(callsTo(fetchMock, 'POST', SEND_PATH)[1]![1], 'Idempotency-Key')).not.toBe(firstKey);
  });

  it("says why the server refused a reminder", async () => {
    stubPayments([OVERDUE], {
      [`POST ${SEND_PATH}`]: () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'This payment is already paid, so there is nothing to remind the customer of.' } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);
    await user.click(await screen.findByRole('button', { name: /^Send reminder for/ }));
    expect(await screen.findByText('Could not send the reminder')).toBeInTheDocument();
    expect(screen.getByText(/already paid/)).toBeInTheDocument();
  });

  it("shows a payment's history with each reminder sent", async () => {
    stubPayments([OVERDUE], {
      [`GET /api/payments/${OVERDUE.id}/history`]: () => ({
        status: 200,
        body: {
          entries: [
            { type: 'reminder', id: 'r2', at: '2030-04-05T09:00:00.000Z', kind: 'manual', by: 'Sam Staff', dueDate: '2030-04-01' },
            { type: 'reminder', id: 'r1', at: '2030-04-04T08:00:00.000Z', kind: 'overdue_3', by: null, dueDate: '2030-04-01' },
            { type: 'event', id: 'e1', at: '2030-03-30T10:00:00.000Z', kind: 'rejected', by: 'Sam Staff', amountPence: null, reason: 'Not in the account' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);
    await user.click(await screen.findByRole('button', { name: /^History of Manufacturing Start Payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment history' });
    const lines = await within(dialog).findAllByRole('listitem');
    expect(lines.map((li) => li.firstElementChild?.textContent)).toEqual(['Reminder emailed', 'Reminder emailed: 3 days overdue', 'Transfer not matched, back to due']);
    expect(lines[0]).toHaveTextContent('sent by Sam Staff');
    expect(lines[1]).toHaveTextContent('sent automatically');
    expect(lines[2]).toHaveTextContent('“Not in the account”');
  });
});
