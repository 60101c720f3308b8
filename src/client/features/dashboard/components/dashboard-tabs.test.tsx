// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { renderWithProviders } from '@/client/test/render-with-providers';
import type { DashboardTab } from '../hooks/use-dashboard-tab';
import type { DashboardSlots } from './dashboard-slots';
import { sampleProject } from '../test/sample-project';
import { DashboardTabs } from './dashboard-tabs';

const project = sampleProject();

const payments: ProjectPayments = {
  items: [],
  summary: { totalPence: 0, depositPence: 0, depositPercent: 0, paidPence: 0, remainingPence: 0, nextPayment: null },
};

const slots: DashboardSlots = {
  paymentsTab: <p>Payment schedule</p>,
  documentsTab: <p>Documents</p>,
  diagramsCard: <p>Diagrams</p>,
  notesPanel: <p>Notes</p>,
  sharedNotesPanel: <p>Shared notes</p>,
  activityPanel: <p>Activity</p>,
  callBooking: <p>Call booking</p>,
  checklistPanel: (stage) => <p>Checklist at {stage}</p>,
  nextSteps: (stage) => <p>Next steps at {stage}</p>,
  designApproval: <p>Design approval buttons</p>,
};

/** The tabs as the dashboard renders them, with the URL's tab given by the test. */
function tabs(inUrl: DashboardTab, onTabChange: (tab: DashboardTab) => void): ReactElement {
  return (
    <DashboardTabs
      project={project}
      payments={{ status: 'success', data: payments }}
      slots={slots}
      tab={inUrl}
      onTabChange={onTabChange}
      onShowTab={() => undefined}
      triggerRef={() => () => undefined}
    />
  );
}

function renderTabs(inUrl: DashboardTab, onTabChange: (tab: DashboardTab) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const view = renderWithProviders(tabs(inUrl, onTabChange), { queryClient });
  return { rerender: (nextInUrl: DashboardTab) => view.rerender(tabs(nextInUrl, onTabChange)) };
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Project details' })).getByRole('tab', { name });

describe('DashboardTabs', () => {
  it('shows a tab opened here at once, before the URL has followed', () => {
    const onTabChange = vi.fn();
    renderTabs('overview', onTabChange);

    // Radix tabs open on mousedown; the URL (the `tab` prop) has not moved yet.
    fireEvent.mouseDown(tab('Payments'), { button: 0 });
    expect(tab('Payments')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Payment schedule')).toBeVisible();
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith('payments');
  });

  it('follows the URL once it moves, as back and forward do', () => {
    const { rerender } = renderTabs('overview', vi.fn());
    fireEvent.mouseDown(tab('Payments'), { button: 0 });

    // The URL caught up, then Back took it to Schedule's entry.
    rerender('payments');
    expect(tab('Payments')).toHaveAttribute('aria-selected', 'true');
    rerender('schedule');
    expect(tab('Schedule')).toHaveAttribute('aria-selected', 'true');
    rerender('overview');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });
});
