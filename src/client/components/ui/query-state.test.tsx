// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '@/client/lib/api-client';
import { QueryState } from './query-state';

/** A list of teams read through a real query, whose answers the test hands out one at a time. */
function renderTeams(answers: (() => Promise<string[]>)[], props: { keepDataOnError?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let call = 0;
  function Teams() {
    const teams = useQuery({ queryKey: ['teams'], queryFn: () => answers[Math.min(call++, answers.length - 1)]!() });
    return (
      <QueryState
        query={teams}
        loading={<p role="status">Loading teams...</p>}
        error="We couldn't load the teams."
        unrecoverable={(error) => (isApiError(error, 403) ? <p role="alert">Only admins can see the teams.</p> : undefined)}
        isEmpty={(data) => data.length === 0}
        empty={<p>No teams yet.</p>}
        {...props}
      >
        {(data) => (
          <ul aria-label="Teams">
            {data.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    );
  }
  return { queryClient, ...render(<QueryClientProvider client={queryClient}><Teams /></QueryClientProvider>) };
}

const fails = () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Down'));

describe('QueryState', () => {
  it('shows the loading element until the answer, then the data', async () => {
    renderTeams([() => Promise.resolve(['North'])]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading teams...');
    expect(await screen.findByRole('list', { name: 'Teams' })).toHaveTextContent('North');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the failure with Try Again, which fetches again and then shows the data', async () => {
    renderTeams([fails, () => Promise.resolve(['South'])]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the teams.");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Teams' })).toHaveTextContent('South');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Retrying... and cannot be pressed again while it fetches', async () => {
    let release!: (teams: string[]) => void;
    const { queryClient } = renderTeams([() => Promise.resolve(['North']), fails, () => new Promise((resolve) => (release = resolve))]);
    await screen.findByRole('list', { name: 'Teams' });
    await queryClient.refetchQueries({ queryKey: ['teams'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Retrying...' })).toBeDisabled();
    release(['South']);
    expect(await screen.findByRole('list', { name: 'Teams' })).toHaveTextContent('South');
  });

  it('shows what the screen says instead of Try Again when retrying cannot help', async () => {
    renderTeams([() => Promise.reject(new ApiError(403, 'FORBIDDEN', 'No'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can see the teams.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows the empty element for an answer with nothing in it', async () => {
    renderTeams([() => Promise.resolve([])]);
    expect(await screen.findByText('No teams yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('replaces the data with the failure when a later fetch fails, unless told to keep it', async () => {
    const first = renderTeams([() => Promise.resolve(['North']), fails]);
    await screen.findByRole('list', { name: 'Teams' });
    await first.queryClient.refetchQueries({ queryKey: ['teams'] });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the teams.");
    first.unmount();

    const kept = renderTeams([() => Promise.resolve(['North']), fails], { keepDataOnError: true });
    await screen.findByRole('list', { name: 'Teams' });
    await kept.queryClient.refetchQueries({ queryKey: ['teams'] });
    expect(kept.queryClient.getQueryState(['teams'])?.status).toBe('error');
    expect(screen.getByRole('list', { name: 'Teams' })).toHaveTextContent('North');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
