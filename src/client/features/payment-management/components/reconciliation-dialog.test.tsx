// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposedMatch } from '@/shared/schemas/reconciliation';
import { callsTo, headerOf, renderWithProviders, staffPaymentItem, stubApi } from '../test/payment-management-test-utils';
import { ReconciliationDialog } from './reconciliation-dialog';

const IMPORT_PATH = '/api/payments/reconciliation/import';
const CONFIRM_PATH = '/api/payments/reconciliation/confirm';

const MATCH: ProposedMatch = {
  lineId: '5e0b5a4e-0000-4000-8000-000000000001',
  date: '2030-04-29',
  description: 'J COOPER INV A1B2C3D4 BGC',
  amountPence: 550_000,
  paymentId: 'a1b2c3d4-0000-4000-8000-000000000001',
  paymentTitle: 'Manufacturing Start Payment',
  reference: 'INV-A1B2C3D4',
  customerName: 'Jane Cooper',
  status: 'pending_verification',
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const statement = () => new File(['Date,Description,Amount\n29/04/2030,J COOPER INV A1B2C3D4 BGC,5500.00\n'], 'statement.csv', { type: 'text/csv' });

async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Bank statement (CSV)'), statement());
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('ReconciliationDialog', () => {
  it('uploads the statement with any column names and confirms a proposed match', async () => {
    const fetchMock = stubApi({
      [`POST ${IMPORT_PATH}`]: () => ({ status: 200, body: { linesRead: 3, linesAdded: 1, matches: [MATCH] } }),
      [`POST ${CONFIRM_PATH}`]: () => ({ status: 200, body: staffPaymentItem({ status: 'paid' }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReconciliationDialog open onOpenChange={() => {}} />);

    await user.click(screen.getByText('Column names (optional)'));
    await user.type(screen.getByLabelText('Amount column'), 'Paid In');
    await upload(user);

    expect(await screen.findByText('Read 3 lines, 1 new')).toBeInTheDocument();
    const form = callsTo(fetchMock, 'POST', IMPORT_PATH)[0]![1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('statement.csv');
    expect(form.get('amountColumn')).toBe('Paid In');
    expect(form.has('dateColumn')).toBe(false);

    const row = screen.getByText('J COOPER INV A1B2C3D4 BGC').closest('tr')!;
    expect(within(row).getByText('Manufacturing Start Payment')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Confirm match/ }));

    expect(await screen.findByText('Payment verified successfully')).toBeInTheDocument();
    const [confirm] = callsTo(fetchMock, 'POST', CONFIRM_PATH);
    expect(JSON.parse(String(confirm![1]!.body))).toEqual({ lineId: MATCH.lineId, paymentId: MATCH.paymentId });
    await waitFor(() => expect(screen.queryByText('J COOPER INV A1B2C3D4 BGC')).not.toBeInTheDocument());
  });

  it('sends one Idempotency-Key per match, the same one when a failed confirmation is tried again', async () => {
    const second: ProposedMatch = { ...MATCH, lineId: '5e0b5a4e-0000-4000-8000-000000000002', description: 'A SMITH INV B1B2C3D4', paymentTitle: 'Final Payment' };
    let attempts = 0;
    const fetchMock = stubApi({
      [`POST ${IMPORT_PATH}`]: () => ({ status: 200, body: { linesRead: 2, linesAdded: 2, matches: [MATCH, second] } }),
      [`POST ${CONFIRM_PATH}`]: () =>
        ++attempts === 1
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try again in a moment.' } } }
          : { status: 200, body: staffPaymentItem({ status: 'paid' }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReconciliationDialog open onOpenChange={() => {}} />);
    await upload(user);

    const first = (await screen.findByText(MATCH.description)).closest('tr')!;
    await user.click(within(first).getByRole('button', { name: /^Confirm match/ }));
    expect(await screen.findByText('Failed to update payment status: Try again in a moment.')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /^Confirm match/ }));
    await waitFor(() => expect(screen.queryByText(MATCH.description)).not.toBeInTheDocument());
    await user.click(within(screen.getByText(second.description).closest('tr')!).getByRole('button', { name: /^Confirm match/ }));
    await waitFor(() => expect(screen.queryByText(second.description)).not.toBeInTheDocument());

    const keys = callsTo(fetchMock, 'POST', CONFIRM_PATH).map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says so when no line names a payment reference', async () => {
    stubApi({ [`POST ${IMPORT_PATH}`]: () => ({ status: 200, body: { linesRead: 12, linesAdded: 0, matches: [] } }) });
    const user = userEvent.setup();
    renderWithProviders(<ReconciliationDialog open onOpenChange={() => {}} />);
    await upload(user);

    expect(await screen.findByText('Read 12 lines, 0 new')).toBeInTheDocument();
    expect(screen.getByText('No lines matched a payment reference.')).toBeInTheDocument();
  });

  it("asks for a file, and shows the server's message when it cannot read one", async () => {
    const message = 'Could not find the date column. Columns in the file: When, What, How much.';
    const fetchMock = stubApi({ [`POST ${IMPORT_PATH}`]: () => ({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } }) });
    const user = userEvent.setup();
    renderWithProviders(<ReconciliationDialog open onOpenChange={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a CSV file to upload.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', IMPORT_PATH)).toHaveLength(0);

    await upload(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });
});
