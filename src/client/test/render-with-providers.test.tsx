import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/shared/schemas/auth';
import { useAuthState } from '@/client/lib/auth/auth-state';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { usePreferences } from '@/client/lib/preferences-provider';
import { renderWithProviders } from './render-with-providers';

const ME: SessionUser = { id: 'user-1', name: 'Sam Fitter', email: 'staff@example.com', role: 'staff', projectId: null, isFirstLogin: false };

function Probe() {
  const { pathname, search } = useLocation();
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => Promise.resolve(null), enabled: false }).data as SessionUser | null | undefined;
  const project = useQuery({ queryKey: ['projects', 'p1'], queryFn: () => Promise.resolve(null), enabled: false }).data as { name: string } | undefined;
  const { viewAs } = useAuthState();
  const { theme } = usePreferences();
  return (
    <ul>
      <li>at {pathname + search}</li>
      <li>signed in as {me === undefined ? 'unknown' : (me?.name ?? 'nobody')}</li>
      <li>project {project?.name ?? 'none'}</li>
      <li>viewing as {viewAs ?? 'self'}</li>
      <li>theme {theme}</li>
      <li>
        <Link to="/next?tab=2">Next</Link>
      </li>
    </ul>
  );
}

describe('renderWithProviders', () => {
  it('renders inside the app providers with the route, cache, session and preferences it is given', () => {
    renderWithProviders(<Probe />, {
      route: '/support?ticket=1',
      session: ME,
      queryData: [[['projects', 'p1'], { name: 'Garden Office' }]],
      preferences: { theme: 'dark' },
    });
    expect(screen.getByText('at /support?ticket=1')).toBeInTheDocument();
    expect(screen.getByText('signed in as Sam Fitter')).toBeInTheDocument();
    expect(screen.getByText('project Garden Office')).toBeInTheDocument();
    expect(screen.getByText('viewing as self')).toBeInTheDocument();
    expect(screen.getByText('theme dark')).toBeInTheDocument();
  });

  it('starts at / with nothing cached, signed out when told so', () => {
    renderWithProviders(<Probe />, { session: null });
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    expect(screen.getByText('project none')).toBeInTheDocument();
    expect(screen.getByText('theme system')).toBeInTheDocument();
  });

  it('shows where the router went only when asked, and keeps the providers on rerender', async () => {
    const { user, rerender } = renderWithProviders(<Probe />, { route: '/support', showLocation: true });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/next?tab=2');
    rerender(<Probe />);
    expect(screen.getByText('at /next?tab=2')).toBeInTheDocument();

    renderWithProviders(<p>Another</p>);
    expect(screen.getAllByTestId('location')).toHaveLength(1);
  });

  it('shows toasts, and none left over from an earlier render', async () => {
    toast('From before');
    renderWithProviders(<p>Page</p>);
    toast('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('From before')).toBeNull();
  });

  it('gives a query client without retries, whose data is stale at once', () => {
    const { queryClient } = renderWithProviders(<p>Page</p>);
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: 0 });
    expect(queryClient.getDefaultOptions().mutations).toMatchObject({ retry: false });
  });
});
