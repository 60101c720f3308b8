// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installation, listPath, page, renderWithProviders, stubApi, TEAMS } from '../test/staff-dashboard-test-utils';
import { InstallationsTab } from './installations-tab';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const OVERDUE = installation({ projectId: 'proj-123456', customerName: 'Emma Clarke', projectName: 'Garden Office, 4m x 3m', productType: 'home_office', installDate: '2024-04-22', team: null, location: null, status: 'pending_survey' });
const HUGHES = installation();
const WARD = installation({ projectId: 'proj-demo-010', customerName: 'Lucy Ward', installDate: '2099-01-02', status: 'confirmed', location: 'Cranleigh, Surrey', installSlot: 'morning' });

function stubList(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${listPath()}`]: () => ({ status: 200, body: page([OVERDUE, WARD], { pageCount: 3, total: 22 }) }),
    [`GET ${listPath({ page: 2 })}`]: () => ({ status: 200, body: page([HUGHES], { page: 2, pageCount: 3, total: 22 }) }),
    'GET /api/teams': () => ({ status: 200, body: { teams: TEAMS } }),
    ...extra,
  });
}

async function renderTab() {
  // Keys go in with no pause between them, so a loaded machine cannot look like a typing pause.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<InstallationsTab installationProject={(id) => <p>Project slot for {id}</p>} />);
  const table = await screen.findByRole('table', { name: 'Installations' });
  return { user, table };
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Upcoming Installations', { timeout: 20_000 }, () => {
  it('lists customer, project type, date (overdue marked), location, team and status as the spec words them', async () => {
    stubList();
    const { table } = await renderTab();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 6)).toEqual(['Customer', 'Project Type', 'Install Date', 'Location', 'Team', 'Status']);
    const [first, second] = rows(table);
    expect(first).toHaveTextContent('Emma Clarke');
    expect(first).toHaveTextContent('Home Office');
    expect(first).toHaveTextContent('22 Apr 2024');
    expect(within(first!).getByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent('Not set');
    expect(first).toHaveTextContent('Unassigned');
    expect(first).toHaveTextContent('Pending Survey');
    expect(second).toHaveTextContent('Lucy Ward');
    expect(second).toHaveTextContent('2 Jan 2099');
    expect(second).toHaveTextContent('Morning');
    expect(within(second!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Team Oak');
    expect(second).toHaveTextContent('Confirmed');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('pages with Next and Previous, which say so at either end', async () => {
    stubList();
    const { user, table } = await renderTab();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(rows(table)[0]).toHaveTextContent('Oliver Hughes'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts by a header, ascending then descending, saying which with aria-sort, from page 1', async () => {
    const fetchMock = stubList({
      [`GET ${listPath({ sort: 'customer' })}`]: () => ({ status: 200, body: page([OVERDUE, WARD], { pageCount: 3, total: 22 }) }),
      [`GET ${listPath({ sort: '-customer' })}`]: () => ({ status: 200, body: page([WARD, OVERDUE], { pageCount: 3, total: 22 }) }),
    });
    const { user, table } = await renderTab();
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Install Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Customer')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await user.click(within(header('Customer')).getByRole('button'));
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Install Date')).toHaveAttribute('aria-sort', 'none');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(header('Customer')).getByRole('button'));
    expect(header('Customer')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rows(table)[0]).toHaveTextContent('Lucy Ward'));
    expect(callsTo(fetchMock, 'GET', listPath({ page: 2, sort: 'customer' }))).toHaveLength(0);
  });

  it('searches on the server once typing pauses, from page 1, and says when nothing matches', async () => {
    const fetchMock = stubList({
      [`GET ${listPath({ search: 'ward' })}`]: () => ({ status: 200, body: page([WARD]) }),
      [`GET ${listPath({ search: 'nobody' })}`]: () => ({ status: 200, body: page([]) }),
    });
    const { user, table } = await renderTab();
    await user.type(screen.getByRole('searchbox', { name: 'Search installations' }), 'ward');
    await waitFor(() => expect(rows(table)).toHaveLength(1));
    expect(rows(table)[0]).toHaveTextContent('Lucy Ward');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // One request for the whole word, none per letter.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('search='))).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Search installations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search installations' }), 'nobody');
    expect(await screen.findByText('No installations match “nobody”.')).toBeInTheDocument();
  });

  it('opens the first installation for editing, and the one picked with Edit, with its project below', async () => {
    stubList();
    const { user, table } = await renderTab();
    const editor = await screen.findByRole('region', { name: 'Edit Installation' });
    expect(editor).toHaveTextContent('Emma Clarke · Garden Office, 4m x 3m');
    expect(screen.getByText('Project slot for proj-123456')).toBeInTheDocument();
    expect(within(rows(table)[0]!).getByRole('button', { name: 'Edit the installation for Emma Clarke' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(rows(table)[1]!).getByRole('button', { name: 'Edit the installation for Lucy Ward' }));
    expect(screen.getByRole('region', { name: 'Edit Installation' })).toHaveTextContent('Lucy Ward');
    expect(screen.getByText('Project slot for proj-demo-010')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Cranleigh, Surrey');
    expect(rows(table)[1]).toHaveAttribute('aria-current', 'true');
  });

  it('offers Try Again when the list fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ [`GET ${listPath()}`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } }) });
    renderWithProviders(<InstallationsTab installationProject={() => null} />);
    expect(await screen.findByText("We couldn't load the installations.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
