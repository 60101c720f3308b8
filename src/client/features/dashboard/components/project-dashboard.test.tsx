// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProjectPayments } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { PreferencesProvider } from '@/client/lib/preferences-provider';
import type { DashboardSlots } from './dashboard-slots';
import { sampleProject } from '../test/sample-project';
import { ProjectDashboard } from './project-dashboard';


const project = sampleProject({
  milestones: [
    { title: 'Site survey', date: '2024-01-22', completed: true },
    { title: 'Design approval', date: '2024-02-05', completed: false },
  ],
});

const payments: ProjectPayments = {
  items: [],
  summary: { totalPence: 0, depositPence: 0, depositPercent: 0, paidPence: 0, remainingPence: 0, nextPayment: null },
};

function renderDashboard(url: string, shown: ProjectDetail = project) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // Other features' screens are composed in by the route page: only where they appear matters here.
  const paymentsTab = <p>Payment schedule of {project.id}</p>;
  const slots: DashboardSlots = {
    paymentsTab,
    documentsTab: <p>Documents of {project.id}</p>,
    diagramsCard: <p>Diagrams of {project.id}</p>,
    notesPanel: <p>Notes of {project.id}</p>,
    sharedNotesPanel: <p>Shared notes of {project.id}</p>,
    activityPanel: <p>Activity of {project.id}</p>,
    callBooking: <p>Call booking for {project.id}</p>,
    checklistPanel: (stage) => <p>Checklist at {stage}</p>,
    nextSteps: (stage) => <p>Next steps at {stage}</p>,
    designApproval: <p>Design approval buttons</p>,
  };
  const element = <ProjectDashboard project={shown} payments={{ status: 'success', data: payments }} slots={slots} />;
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

describe('ProjectDashboard slots', () => {
  it("shows notes, the checklist and next steps for the project's stage", () => {
    renderDashboard('/dashboard');
    expect(screen.getByText('Notes of proj-123456')).toBeInTheDocument();
    expect(screen.getByText('Checklist at design_confirmation')).toBeInTheDocument();
    expect(screen.getByText('Next steps at design_confirmation')).toBeInTheDocument();
  });

  it('shows design approval only while the design waits for the customer', () => {
    renderDashboard('/dashboard');
    expect(screen.getByText('Design approval buttons')).toBeInTheDocument();
  });

  it('hides design approval at any other stage', () => {
    renderDashboard('/dashboard', { ...project, stage: 'site_preparation' });
    expect(screen.queryByText('Design approval buttons')).not.toBeInTheDocument();
    expect(screen.getByText('Checklist at site_preparation')).toBeInTheDocument();
  });
});

describe('ProjectDashboard delay notice', () => {
  const delayed: ProjectDetail = {
    ...project,
    installDate: '2030-06-12',
    delayNotice: {
      id: 'dn-1',
      reason: 'Our cladding supplier is running <b>late</b>.',
      previousInstallDate: '2030-05-20',
      revisedInstallDate: '2030-06-12',
      authorName: 'James Wilson',
      createdAt: '2030-05-01T09:30:00.000Z',
    },
  };

  it('tells the customer the new date, the old one and why, as plain text', () => {
    renderDashboard('/dashboard', delayed);
    const notice = screen.getByRole('region', { name: 'Your installation date has changed' });
    expect(notice).toHaveTextContent('New install date: Wed 12 Jun 2030 (was 20 May 2030)');
    expect(notice).toHaveTextContent('Our cladding supplier is running <b>late</b>.');
    expect(notice).toHaveTextContent('From James Wilson on 1 May 2030');
    // The timeline shows the new date, marked as revised.
    const timeline = screen.getByRole('region', { name: 'Project Timeline' });
    expect(timeline).toHaveTextContent('Installation: Wed 12 Jun 2030');
    expect(within(timeline).getByText('Revised')).toBeInTheDocument();
  });

  it('marks the revised date on the Schedule tab', () => {
    renderDashboard('/dashboard?tab=schedule', delayed);
    const schedule = screen.getByRole('region', { name: 'Project Schedule' });
    expect(within(schedule).getByText('Revised')).toBeInTheDocument();
  });

  it('drops an old notice once the date has been changed another way', () => {
    renderDashboard('/dashboard', { ...delayed, installDate: '2030-07-01' });
    expect(screen.queryByRole('region', { name: 'Your installation date has changed' })).not.toBeInTheDocument();
    expect(screen.queryByText('Revised')).not.toBeInTheDocument();
  });
});
