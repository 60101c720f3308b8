// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, contract, CONTRACT_ID, contractPath, renderWithProviders, stubApi } from '../test/contracts-test-utils';
import { CustomerContractDetail } from './customer-contract-detail';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('An open contract', () => {
  it("tells the API it is on the customer's screen once per showing, not on every render", async () => {
    const fetchMock = stubApi({
      [`GET ${contractPath(CONTRACT_ID)}`]: () => ({ status: 200, body: contract() }),
      [`POST ${contractPath(CONTRACT_ID)}/viewed`]: () => ({ status: 204, body: null }),
    });
    const { queryClient, unmount } = renderWithProviders(<CustomerContractDetail contractId={CONTRACT_ID} />);
    const viewed = () => callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/viewed`);

    expect(await screen.findByRole('region', { name: 'Garden Office Build Agreement' })).toBeInTheDocument();
    await vi.waitFor(() => expect(viewed()).toHaveLength(1));
    // Fetched again and drawn again, still the same showing.
    await act(() => queryClient.refetchQueries());
    expect(callsTo(fetchMock, 'GET', contractPath(CONTRACT_ID))).toHaveLength(2);
    expect(viewed()).toHaveLength(1);
    unmount();

    // Shown again later: said again (the API records the first view only).
    renderWithProviders(<CustomerContractDetail contractId={CONTRACT_ID} />);
    expect(await screen.findByRole('region', { name: 'Garden Office Build Agreement' })).toBeInTheDocument();
    await vi.waitFor(() => expect(viewed()).toHaveLength(2));
  });

  it('says nothing while the contract is not there to see', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ [`GET ${contractPath(CONTRACT_ID)}`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Down.' } } }) });
    renderWithProviders(<CustomerContractDetail contractId={CONTRACT_ID} />);
    expect(await screen.findByText("We couldn't open this contract.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${contractPath(CONTRACT_ID)}/viewed`)).toHaveLength(0);
    warn.mockRestore();
  });
});
