// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@/shared/schemas/contracts';
import { apiError, callsTo, contract, CONTRACT_ID, contractPath, headerOf, renderWithProviders, signed, stubApi } from '../test/contracts-test-utils';
import { CustomerContracts } from './customer-contracts';

const OLDER_SIGNED = signed(contract({ id: 'c-older', title: 'Groundworks Agreement', createdAt: '2030-04-01T09:00:00.000Z' }));
const UNSIGNED = contract();

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** The API: the list and each contract, with `sign` answering the sign request. */
function stubContracts(contracts: Contract[], routes: Parameters<typeof stubApi>[0] = {}) {
  let current = contracts;
  return stubApi({
    'GET /api/contracts': () => ({ status: 200, body: { contracts: current, nextCursor: null } }),
    ...Object.fromEntries(current.map((c) => [`GET ${contractPath(c.id)}`, () => ({ status: 200, body: current.find((x) => x.id === c.id) })])),
    ...Object.fromEntries(
      Object.entries(routes).map(([key, route]) => [
        key,
        async (init: RequestInit | undefined) => {
          const answer = await route(init);
          if (answer.status === 200) current = current.map((c) => (c.id === (answer.body as Contract).id ? (answer.body as Contract) : c));
          return answer;
        },
      ]),
    ),
  });
}

function renderPage(url = '/contracts') {
  const user = userEvent.setup();
  return { ...renderWithProviders(<CustomerContracts />, { route: url, showLocation: true }), user };
}

describe('Your Contracts & Agreements', () => {
  it('lists contracts awaiting a signature first and asks to select one', async () => {
    stubContracts([OLDER_SIGNED, UNSIGNED]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Contracts & Agreements' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Documents Requiring Your Review' });
    const items = await within(list).findAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Garden Office Build Agreement'),
      expect.stringContaining('Groundworks Agreement'),
    ]);
    expect(items[0]).toHaveTextContent('Awaiting signature');
    expect(items[1]).toHaveTextContent('Agreed');
    expect(screen.getByText('Select a contract to review')).toBeInTheDocument();
  });

  it('opens a contract, keeps it in the URL and fetches it (the first view is recorded)', async () => {
    const fetchMock = stubContracts([UNSIGNED]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /Garden Office Build Agreement/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(`/contracts?contract=${CONTRACT_ID}`);
    expect(screen.getByRole('button', { name: /Garden Office Build Agreement/ })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden Office Build Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Agreement' })).toBeInTheDocument();
    expect(screen.getByText('We will build your garden room.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', contractPath(CONTRACT_ID))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/contracts/${CONTRACT_ID}/pdf`);
  });

  it('keeps Sign Agreement disabled until the box is ticked, then signs with the agreement', async () => {
    const fetchMock = stubContracts([UNSIGNED], { [`POST ${contractPath(CONTRACT_ID)}/sign`]: () => ({ status: 200, body: signed(UNSIGNED) }) });
    const { user } = renderPage(`/contracts?contract=${CONTRACT_ID}`);

    const signButton = await screen.findByRole('button', { name: 'Sign Agreement' });
    expect(signButton).toBeDisabled();
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' });
    await user.click(signButton);
    expect(callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/sign`)).toHaveLength(0);

    await user.click(box);
    expect(signButton).toBeEnabled();
    await user.click(box);
    expect(signButton).toBeDisabled();
    await user.click(box);
    await user.click(signButton);

    expect(await screen.findByText('Contract Signed')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed the contract.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/sign`);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ agreed: true });
    expect(headerOf(call![1], 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const detail = screen.getByRole('region', { name: 'Garden Office Build Agreement' });
    expect(within(detail).getByText('Agreed')).toBeInTheDocument();
    expect(within(detail).getByText('Signed on')).toBeInTheDocument();
    expect(within(detail).getByText(/^22 April 2030 at \d\d:05$/)).toBeInTheDocument();
    expect(within(detail).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(detail).queryByRole('checkbox')).toBeNull();
  });

  it("says why signing failed, in the server's words", async () => {
    stubContracts([UNSIGNED], {
      [`POST ${contractPath(CONTRACT_ID)}/sign`]: () => apiError(409, 'CONFLICT', 'This contract was voided and can no longer be signed.'),
    });
    const { user } = renderPage(`/contracts?contract=${CONTRACT_ID}`);

    await user.click(await screen.findByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Sign Agreement' }));

    expect(await screen.findByText('Error signing contract')).toBeInTheDocument();
    expect(screen.getByText('This contract was voided and can no longer be signed.')).toBeInTheDocument();
  });

  it('signs again after a failure with the same Idempotency-Key, so a lost answer cannot sign twice', async () => {
    let attempts = 0;
    const fetchMock = stubContracts([UNSIGNED], {
      [`POST ${contractPath(CONTRACT_ID)}/sign`]: () => (++attempts === 1 ? apiError(503, 'UNAVAILABLE', 'Please try again.') : { status: 200, body: signed(UNSIGNED) }),
    });
    const { user } = renderPage(`/contracts?contract=${CONTRACT_ID}`);

    await user.click(await screen.findByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Sign Agreement' }));
    expect(await screen.findByText('Error signing contract')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Agreement' }));
    expect(await screen.findByText('Contract Signed')).toBeInTheDocument();

    const keys = callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/sign`).map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows when it was signed, the hash and the cancellation period, and records a request to start work', async () => {
    const signedAt = new Date(Date.now() - 86_400_000).toISOString();
    const recent = signed(UNSIGNED, signedAt);
    const requested = { ...recent, workStartRequestedAt: new Date().toISOString() };
    const fetchMock = stubContracts([recent], { [`POST ${contractPath(CONTRACT_ID)}/work-start-request`]: () => ({ status: 200, body: requested }) });
    const { user } = renderPage(`/contracts?contract=${CONTRACT_ID}`);

    const period = await screen.findByRole('region', { name: 'Cancellation period' });
    expect(period).toHaveTextContent('14-day cancellation period');
    expect(period).toHaveTextContent('You can cancel this contract without giving a reason until');
    expect(screen.getByText('Document hash (SHA-256)')).toBeInTheDocument();
    await user.click(within(period).getByRole('button', { name: 'Ask to start work now' }));

    expect(await within(period).findByText(/You asked for work to start within the cancellation period on/)).toBeInTheDocument();
    expect(within(period).queryByRole('button')).toBeNull();
    expect(callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/work-start-request`)).toHaveLength(1);
    expect(screen.getByText('Request recorded')).toBeInTheDocument();
  });

  it('shows a voided contract as such, with nothing to sign', async () => {
    stubContracts([contract({ status: 'voided', voidedAt: '2030-04-21T10:00:00.000Z' })]);
    renderPage(`/contracts?contract=${CONTRACT_ID}`);

    expect(await screen.findByText(/This contract was voided on 21 April 2030 at \d\d:00 and can no longer be signed\./)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Agreement' })).toBeNull();
  });

  it("says Error fetching contracts with the server's message", async () => {
    stubApi({ 'GET /api/contracts': () => apiError(500, 'INTERNAL', 'The database is resting.') });
    renderPage();

    expect(await screen.findByText('Error fetching contracts')).toBeInTheDocument();
    expect(screen.getByText('The database is resting.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your contracts.");
  });
});
