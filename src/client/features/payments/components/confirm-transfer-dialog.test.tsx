// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInLondon } from '@/shared/dates';
import { BANK_DETAILS, callsTo, paymentItem, PROJECT_ID, projectPayments, renderWithProviders, stubApi } from '../test/payments-test-utils';
import { PaymentsTab } from './payments-tab';

const item = paymentItem({ id: 'a1b2c3d4-0000-4000-8000-000000000001', reference: 'INV-A1B2C3D4', amountPence: 550_000 });
const PAYMENTS_PATH = `/api/projects/${PROJECT_ID}/payments`;
const CONFIRM_PATH = `/api/payments/${item.id}/confirm-transfer`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApiWithConfirm(confirm: () => { status: number; body: unknown }) {
  return stubApi({
    [`GET ${PAYMENTS_PATH}`]: () => ({ status: 200, body: projectPayments([item]) }),
    'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }),
    [`POST ${CONFIRM_PATH}`]: confirm,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<PaymentsTab projectId={PROJECT_ID} />);
  await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: 'Confirm Payment for Manufacturing Start Payment' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Confirm Bank Transfer' }) };
}

describe('Confirm Bank Transfer dialog', () => {
  it("opens from Confirm Payment, prefilled with the item's reference, amount and today", async () => {
    stubApiWithConfirm(() => ({ status: 200, body: item }));
    const { dialog } = await openDialog();

    expect(dialog).toHaveAccessibleDescription('Please provide the details of your bank transfer.');
    expect(within(dialog).getByLabelText('Reference Used')).toHaveValue('INV-A1B2C3D4');
    expect(within(dialog).getByLabelText('Amount Transferred')).toHaveValue(5500);
    expect(within(dialog).getByLabelText('Amount Transferred')).toHaveAttribute('step', '0.01');
    const date = within(dialog).getByLabelText('Transfer Date');
    expect(date).toHaveValue(todayInLondon());
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', todayInLondon());
  });

  it('refuses a future transfer date and sends nothing', async () => {
    const fetchMock = stubApiWithConfirm(() => ({ status: 200, body: item }));
    const { user, dialog } = await openDialog();

    const date = within(dialog).getByLabelText('Transfer Date');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Confirmation' }));

    expect(await within(dialog).findByText('The transfer date cannot be in the future')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('The transfer date cannot be in the future');
    expect(callsTo(fetchMock, 'POST', CONFIRM_PATH)).toHaveLength(0);
  });

  it('refuses an amount past £21,474,836.47, beside the field, and sends nothing', async () => {
    const fetchMock = stubApiWithConfirm(() => ({ status: 200, body: item }));
    const { user, dialog } = await openDialog();

    const amount = within(dialog).getByLabelText('Amount Transferred');
    fireEvent.change(amount, { target: { value: '21474836.48' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Confirmation' }));

    expect(await within(dialog).findByText('Enter an amount of no more than £21,474,836.47.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount of no more than £21,474,836.47.');
    expect(callsTo(fetchMock, 'POST', CONFIRM_PATH)).toHaveLength(0);
  });

  it('refuses an empty reference and sends nothing', async () => {
    const fetchMock = stubApiWithConfirm(() => ({ status: 200, body: item }));
    const { user, dialog } = await openDialog();

    await user.clear(within(dialog).getByLabelText('Reference Used'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Confirmation' }));

    expect(await within(dialog).findByText('Enter the reference you used')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CONFIRM_PATH)).toHaveLength(0);
  });

  it('submits once with an Idempotency-Key, then closes and says what happens next', async () => {
    let current = item;
    let answer!: () => void;
    const confirmAnswered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubApi({
      [`GET ${PAYMENTS_PATH}`]: () => ({ status: 200, body: projectPayments([current]) }),
      'GET /api/bank-details': () => ({ status: 200, body: BANK_DETAILS }),
      // Held back until the test has seen "Confirming...".
      [`POST ${CONFIRM_PATH}`]: async () => {
        await confirmAnswered;
        current = { ...item, status: 'pending_verification' };
        return { status: 200, body: current };
      },
    });
    const { user, dialog } = await openDialog();

    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit Confirmation' }));
    expect(await within(dialog).findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Payment confirmation submitted')).toBeInTheDocument();
    expect(screen.getByText('Our team will verify the transfer and update the status.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table')).findByText('Verifying Payment')).toBeInTheDocument();

    const posts = callsTo(fetchMock, 'POST', CONFIRM_PATH);
    expect(posts).toHaveLength(1);
    const init = posts[0]![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toEqual({ reference: 'INV-A1B2C3D4', amount: '5500.00', transferDate: todayInLondon() });
  });

  it('keeps the dialog open on failure, with the error toast and the server field message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApiWithConfirm(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { amount: ['Enter the amount you transferred, for example 2200.00'] } } },
    }));
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Confirmation' }));

    expect(await screen.findByText('Error submitting payment confirmation')).toBeInTheDocument();
    // One notice and one log line: the query client reports the failure, the form only places the field errors.
    expect(screen.getAllByText('Error submitting payment confirmation')).toHaveLength(1);
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount Transferred')).toHaveAccessibleDescription(
      'Enter the amount you transferred, for example 2200.00',
    );
    expect(within(dialog).getByRole('button', { name: 'Submit Confirmation' })).toBeEnabled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
