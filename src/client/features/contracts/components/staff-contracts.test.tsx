// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@/shared/schemas/contracts';
import { apiError, callsTo, contract, CONTRACT_ID, contractPath, customer, renderWithProviders, signed, stubApi } from '../test/contracts-test-utils';
import { StaffContracts } from './staff-contracts';

const UNSIGNED = contract();
const SIGNED = signed(contract({ id: 'c-signed', title: 'Groundworks Agreement', customerName: 'Tom Baker', createdAt: '2030-04-01T09:00:00.000Z' }));
const JANE = customer();
const NO_PROJECT = customer({ id: 'user-new', name: 'Ned New', email: 'ned@example.com', projectId: null, projectName: null });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** The API, keeping what a successful create or void returns, as the server would. */
function stubContracts(contracts: Contract[], routes: Parameters<typeof stubApi>[0] = {}) {
  let current = contracts;
  const remember = (answer: { status: number; body: unknown }) => {
    const changed = answer.body as Contract;
    if (answer.status === 201) current = [changed, ...current];
    if (answer.status === 200) current = current.map((c) => (c.id === changed.id ? changed : c));
    return answer;
  };
  return stubApi({
    'GET /api/contracts': () => ({ status: 200, body: { contracts: current, nextCursor: null } }),
    'GET /api/customers': () => ({ status: 200, body: { customers: [JANE, NO_PROJECT] } }),
    'GET /api/customers?q=jane': () => ({ status: 200, body: { customers: [JANE] } }),
    ...Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, async (init: RequestInit | undefined) => remember(await route(init))])),
  });
}

function renderPage(url = '/contracts') {
  const user = userEvent.setup();
  return { ...renderWithProviders(<StaffContracts />, { route: url, showLocation: true }), user };
}

describe('Manage Contracts', () => {
  it('lists every contract with its customer, status and dates, and opens one read-only', async () => {
    stubContracts([UNSIGNED, SIGNED]);
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Contracts' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Jane Cooper');
    expect(rows[0]).toHaveTextContent('Awaiting signature');
    expect(rows[0]).toHaveTextContent('20 Apr 2030');
    expect(rows[0]).toHaveTextContent('Not yet');
    expect(rows[1]).toHaveTextContent('Tom Baker');
    expect(rows[1]).toHaveTextContent('Agreed');
    expect(rows[1]).toHaveTextContent('22 Apr 2030');
    expect(screen.getByText('Select a contract to see it in full.')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Groundworks Agreement' }));
    const detail = screen.getByRole('region', { name: 'Groundworks Agreement' });
    expect(screen.getByTestId('location')).toHaveTextContent('/contracts?contract=c-signed');
    expect(within(detail).getByText('Signed on')).toBeInTheDocument();
    expect(within(detail).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(detail).getByText(/The customer has not asked for work to start/)).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/contracts/c-signed/pdf');
    expect(within(detail).queryByRole('checkbox')).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('creates a contract for the customer chosen, then opens it', async () => {
    const created = contract({ id: 'c-new', title: 'Studio Agreement', customerId: JANE.id });
    const fetchMock = stubContracts([SIGNED], { 'POST /api/contracts': () => ({ status: 201, body: created }) });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Create Contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));
    expect(await within(dialog).findByText('Give the contract a title')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the contract text')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the customer')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/contracts')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Studio Agreement');
    await user.type(within(dialog).getByLabelText('Description'), 'Your new studio');
    await user.type(within(dialog).getByLabelText('Content'), '# Terms{Enter}{Enter}We build it.');
    const picker = within(dialog).getByRole('combobox', { name: 'Customer' });
    expect(within(picker).getByRole('option', { name: /Ned New.*no project yet/ })).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search customers' }), 'jane');
    await within(picker).findByRole('option', { name: 'Jane Cooper (jane@example.com)' });
    await vi.waitFor(() => expect(within(picker).queryByRole('option', { name: /Ned New/ })).toBeNull());
    await user.selectOptions(picker, JANE.id);
    expect(within(dialog).getByText('Garden Office, 4m x 3m')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));

    expect(await screen.findByText('Contract Created')).toBeInTheDocument();
    expect(screen.getByText('New contract has been created successfully.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/contracts');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ title: 'Studio Agreement', description: 'Your new studio', content: '# Terms\n\nWe build it.', customerId: JANE.id });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Studio Agreement' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contracts?contract=c-new');
  });

  it("says Error creating contract with the server's message and keeps what was typed", async () => {
    stubContracts([], {
      'POST /api/contracts': () => apiError(400, 'VALIDATION_FAILED', 'Choose a customer of this company who has a project.'),
    });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Create Contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Contract' });
    await user.type(within(dialog).getByLabelText('Title'), 'Studio Agreement');
    await user.type(within(dialog).getByLabelText('Content'), 'Terms');
    await within(dialog).findByRole('option', { name: 'Jane Cooper (jane@example.com)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Customer' }), JANE.id);
    await user.click(within(dialog).getByRole('button', { name: 'Create Contract' }));

    expect(await screen.findByText('Error creating contract')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a customer of this company who has a project.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Studio Agreement');
  });

  it('voids an unsigned contract once confirmed', async () => {
    const voided = { ...UNSIGNED, status: 'voided' as const, voidedAt: '2030-04-21T10:00:00.000Z' };
    const fetchMock = stubContracts([UNSIGNED], { [`POST ${contractPath(CONTRACT_ID)}/void`]: () => ({ status: 200, body: voided }) });
    const { user } = renderPage(`/contracts?contract=${CONTRACT_ID}`);

    const detail = await screen.findByRole('region', { name: 'Garden Office Build Agreement' });
    await user.click(within(detail).getByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Void Contract' });
    expect(dialog).toHaveTextContent('Jane Cooper will no longer be able to sign');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/void`)).toHaveLength(0);

    await user.click(within(detail).getByRole('button', { name: 'Void' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Void Contract' })).getByRole('button', { name: 'Void Contract' }));

    expect(await screen.findByText('Contract voided')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/void`)).toHaveLength(1);
    expect(within(detail).getByText(/This contract was voided on/)).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('loads older contracts a page at a time, and opens a linked one that is not loaded yet', async () => {
    const OLDEST = contract({ id: 'c-oldest', title: 'Fencing Agreement', customerName: 'Ann Lee', createdAt: '2030-03-01T09:00:00.000Z' });
    const fetchMock = stubApi({
      'GET /api/contracts': () => ({ status: 200, body: { contracts: [UNSIGNED, SIGNED], nextCursor: SIGNED.id } }),
      [`GET /api/contracts?cursor=${SIGNED.id}`]: () => ({ status: 200, body: { contracts: [OLDEST], nextCursor: null } }),
      [`GET ${contractPath(OLDEST.id)}`]: () => ({ status: 200, body: OLDEST }),
    });
    const { user } = renderPage(`/contracts?contract=${OLDEST.id}`);

    expect(await screen.findByRole('region', { name: 'Fencing Agreement' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show More Contracts' }));

    expect(await within(table).findByRole('button', { name: 'Fencing Agreement' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show More Contracts' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', `/api/contracts?cursor=${SIGNED.id}`)).toHaveLength(1);
  });
});
