// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installation, listPath, page, PRODUCTION, renderWithProviders, STATS, stubApi, TEAMS } from '../test/staff-dashboard-test-utils';
import { StaffDashboard, type StaffDashboardSlots } from './staff-dashboard';

afterEach(() => vi.unstubAllGlobals());

const slots: StaffDashboardSlots = {
  headerActions: <button type="button">New Customer</button>,
  tasksTab: <p>The tasks slot</p>,
  activityTab: <p>The activity slot</p>,
  installationProject: (projectId) => <p>Project slot for {projectId}</p>,
  deliverySchedule: <p>The delivery schedule slot</p>,
  payments: <p>The payments slot</p>,
  checklistTemplate: <p>The checklist slot</p>,
};

function stubDashboard(stats = STATS) {
  return stubApi({
    'GET /api/staff/dashboard': () => ({ status: 200, body: stats }),
    'GET /api/staff/production': () => ({ status: 200, body: PRODUCTION }),
    [`GET ${listPath()}`]: () => ({ status: 200, body: page([installation()], { pageCount: 3, total: 22 }) }),
    'GET /api/teams': () => ({ status: 200, body: { teams: TEAMS } }),
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('StaffDashboard', { timeout: 20_000 }, () => {
  it('shows the six figures from the API, with a link to the tickets past their target', async () => {
    stubDashboard();
    renderWithProviders(<StaffDashboard slots={slots} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of all projects and activities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Customer' })).toBeInTheDocument();
    expect((await screen.findAllByText('22', { selector: 'dd' }))[0]).toBeInTheDocument();
    const expected = { 'Active Projects': '22', 'Pending Installations': '22', 'Pending Tasks': '6', 'New Leads': '6', 'Open Tickets': '3', 'Unanswered Tickets': '2' };
    for (const [label, value] of Object.entries(expected)) {
      expect(within(figure(label)).getAllByRole('definition')[0]).toHaveTextContent(value);
    }
    expect(within(figure('Unanswered Tickets')).getByRole('link', { name: '1 past the response target' })).toHaveAttribute('href', '/support');
  });

  it('shows no flag when every ticket is within its target', async () => {
    stubDashboard({ ...STATS, ticketsPastTarget: 0 });
    renderWithProviders(<StaffDashboard slots={slots} />);
    expect((await screen.findAllByText('22', { selector: 'dd' }))[0]).toBeInTheDocument();
    expect(screen.queryByText(/past the response target/)).not.toBeInTheDocument();
  });

  it('reads Production Status: 75%, 7 in production, 5 complete, and a bar', async () => {
    stubDashboard();
    renderWithProviders(<StaffDashboard slots={slots} />);
    const card = screen.getByRole('region', { name: 'Production Status' });
    expect(await within(card).findByText('75%')).toBeInTheDocument();
    expect(within(card).getByRole('meter', { name: 'Workshop capacity used' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(card).getByText('In Production').nextSibling).toHaveTextContent('7');
    expect(within(card).getByText('Complete').nextSibling).toHaveTextContent('5');
    expect(card).toHaveTextContent('9 of 12 builds');
  });

  it('switches tabs with the tab list and with the dropdown that replaces it on phones, and composes the slots', async () => {
    stubDashboard();
    const user = userEvent.setup();
    renderWithProviders(<StaffDashboard slots={slots} />);
    expect(await screen.findByText('Project slot for proj-demo-001')).toBeInTheDocument();
    for (const slot of ['The delivery schedule slot', 'The payments slot', 'The checklist slot']) expect(screen.getByText(slot)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Tasks' }));
    expect(screen.getByText('The tasks slot')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming Installations' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Section')).toHaveValue('tasks');

    await user.selectOptions(screen.getByLabelText('Section'), 'Recent Activity');
    expect(screen.getByText('The activity slot')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recent Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Recent Activity' })).toBeInTheDocument();
  });
});
