import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReportedErrors } from '@/client/lib/client-errors';
import { RootErrorBoundary } from './root-error-boundary';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

function renderFailing(failure: () => never) {
  const router = createMemoryRouter([{ path: '/', loader: failure, Component: () => null, errorElement: <RootErrorBoundary /> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  forgetReportedErrors();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

describe('RootErrorBoundary', () => {
  it('shows the error screen and reports the error to the server', async () => {
    // React Router logs what reached an error element.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error('The payments did not load');
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'boundary', message: 'The payments did not load' });
  });

  it('does not report an answer the app gave on purpose (no such page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
