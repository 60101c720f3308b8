// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProjectPayments } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { PreferencesProvider } from '@/client/lib/preferences-provider';
import { ProjectDashboard } from './project-dashboard';


const project: ProjectDetail = {
  id: 'proj-123456',
  name: 'Garden Office, 4m x 3m',
  status: 'In Progress',
  stage: 'design_confirmation',
  startDate: '2024-01-15',
  estimatedCompletion: '2024-04-26',
  installDate: '2024-04-22',
  progress: 65,
  customerId: 'user-1',
  customerName: 'Emma Clarke',
  specification: {
    size: '4m x 3m',
    color: 'Anthracite grey',
    windows: '2 fixed windows',
    doors: 'Double doors',
    electricalPackage: 'Standard',
    insulation: 'Standard: 75 mm PIR',
    groundScrews: true,
  },
  milestones: [
    { title: 'Site survey', date: '2024-01-22', completed: true },
    { title: 'Design approval', date: '2024-02-05', completed: false },
  ],
};

const payments: ProjectPayments = {
  items: [],
  summary: { totalPence: 0, depositPence: 0, depositPercent: 0, paidPence: 0, remainingPence: 0, nextPayment: null },
};

function renderDashboard(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // The payments feature's screen is composed in by the route page: only where it appears matters here.
  const paymentsTab = <p>Payment schedule of {project.id}</p>;
  const slots = { paymentsTab, documentsTab: <p>Documents of {project.id}</p>, diagramsCard: <p>Diagrams of {project.id}</p> };
  const element = <ProjectDashboard project={project} payments={{ status: 'success', data: payments }} slots={slots} />;
  const router = createMemoryRouter([{ path: '/dashboard', element }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </QueryClientProvider>,
  );
  return router;
}

const tabList = () => screen.getByRole('tablist', { name: 'Project details' });

describe('ProjectDashboard tabs', () => {
  it('opens the tab named in ?tab=', () => {
    renderDashboard('/dashboard?tab=payments');
    expect(within(tabList()).getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Payment schedule of proj-123456')).toBeInTheDocument();
  });

  it('opens Overview with no tab or an unknown one', () => {
    renderDashboard('/dashboard?tab=nonsense');
    expect(within(tabList()).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the chosen tab in the URL, and Back returns to the previous tab', async () => {
    const router = renderDashboard('/dashboard');
    await userEvent.click(within(tabList()).getByRole('tab', { name: 'Schedule' }));
    expect(router.state.location.search).toBe('?tab=schedule');
    expect(screen.getByRole('heading', { name: 'Project Schedule' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(within(tabList()).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('View Project Timeline opens Schedule and moves focus to it', async () => {
    const router = renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'View Project Timeline' }));
    const schedule = within(tabList()).getByRole('tab', { name: 'Schedule' });
    expect(schedule).toHaveAttribute('aria-selected', 'true');
    expect(schedule).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=schedule');
    // One history entry for one click.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('offers Add to Calendar on the Schedule tab when there is an install date', () => {
    renderDashboard('/dashboard?tab=schedule');
    const link = screen.getByRole('link', { name: 'Add to Calendar' });
    expect(link).toHaveAttribute('href', '/api/projects/proj-123456/calendar.ics');
    expect(link).toHaveAttribute('download');
  });
});
