// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteVisit } from '@/shared/schemas/scheduling';
import { callsTo, renderWithProviders, stubApi } from '../test/scheduling-test-utils';
import { VisitDialog } from './visit-dialog';

const OAK = 'c0000000-0000-4000-8000-000000000001';
const CONFLICTS = `/api/schedule/conflicts?teamId=${OAK}&date=2030-04-22`;
const CUSTOMERS = [
  { id: 'user-1', name: 'Jack Robinson', email: 'jack@example.com', projectId: 'proj-jack', projectName: 'Garden Room, 3m x 3m' },
  { id: 'user-2', name: 'New Person', email: 'new@example.com', projectId: null, projectName: null },
];
const VISIT: SiteVisit = {
  id: 'd0000000-0000-4000-8000-000000000001',
  projectId: 'proj-jack',
  projectName: 'Garden Room, 3m x 3m',
  customerName: 'Jack Robinson',
  kind: 'survey',
  date: '2030-04-22',
  slot: 'morning',
  teamId: OAK,
  teamName: 'Team Oak',
  location: 'Redhill',
  notes: null,
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function stubServer(post: (init: RequestInit | undefined) => { status: number; body: unknown } = () => ({ status: 201, body: { visit: VISIT, conflicts: [] } })) {
  return stubApi({
    'GET /api/teams': () => ({ status: 200, body: { teams: [{ id: OAK, name: 'Team Oak' }] } }),
    'GET /api/customers': () => ({ status: 200, body: { customers: CUSTOMERS } }),
    [`GET ${CONFLICTS}`]: () => ({
      status: 200,
      body: { conflicts: [{ kind: 'installation', projectId: 'proj-lucy', customerName: 'Lucy Ward', date: '2030-04-22', slot: 'all_day', visitId: null }] },
    }),
    [`GET ${CONFLICTS}&ignoreVisit=${VISIT.id}`]: () => ({ status: 200, body: { conflicts: [] } }),
    'POST /api/site-visits': post,
    [`PATCH /api/site-visits/${VISIT.id}`]: () => ({ status: 200, body: { visit: VISIT, conflicts: [] } }),
  });
}

describe('Schedule a visit', () => {
  it("warns about the team's other bookings that day before saving, and saves anyway", async () => {
    const fetchMock = stubServer();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VisitDialog open onOpenChange={onOpenChange} date="2030-04-22" />);
    const dialog = screen.getByRole('dialog', { name: 'Schedule a visit' });

    const project = within(dialog).getByRole('combobox', { name: 'Project' });
    await within(project).findByRole('option', { name: 'Jack Robinson – Garden Room, 3m x 3m' });
    // A customer without a project cannot be booked.
    expect(within(project).queryByRole('option', { name: /New Person/ })).not.toBeInTheDocument();
    await user.selectOptions(project, 'proj-jack');
    await user.selectOptions(within(dialog).getByLabelText('Time'), 'morning');
    await within(dialog).findByRole('option', { name: 'Team Oak' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), OAK);

    const warning = await within(dialog).findByText('Team Oak already has a booking that day');
    expect(warning.closest('[role="status"]')).toHaveTextContent('Installation: Lucy Ward (All day)');
    await user.type(within(dialog).getByLabelText('Notes'), 'Bring the long ladder');
    await user.click(within(dialog).getByRole('button', { name: 'Book visit' }));

    expect(await screen.findByText('Site survey booked')).toBeInTheDocument();
    const [request] = callsTo(fetchMock, 'POST', '/api/site-visits');
    expect(JSON.parse(request![1]!.body as string)).toEqual({ projectId: 'proj-jack', kind: 'survey', date: '2030-04-22', slot: 'morning', teamId: OAK, location: '', notes: 'Bring the long ladder' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("puts the server's reasons beside the fields and keeps the dialog open", async () => {
    stubServer(() => ({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Choose today or a later date.', fields: { date: ['Choose today or a later date.'] } } } }));
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VisitDialog open onOpenChange={onOpenChange} date="2030-04-22" />);
    const dialog = screen.getByRole('dialog', { name: 'Schedule a visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Book visit' }));
    expect(await within(dialog).findByText('Choose a project', { selector: '#visit-projectId-error' })).toBeInTheDocument();

    const project = within(dialog).getByRole('combobox', { name: 'Project' });
    await within(project).findByRole('option', { name: /Jack Robinson/ });
    await user.selectOptions(project, 'proj-jack');
    await user.click(within(dialog).getByRole('button', { name: 'Book visit' }));
    const date = within(dialog).getByLabelText('Date');
    expect(await within(dialog).findByText('Choose today or a later date.', { selector: '#visit-date-error' })).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits a visit without counting the visit itself as a clash', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<VisitDialog open onOpenChange={() => {}} visit={VISIT} date="2030-04-22" />);
    const dialog = screen.getByRole('dialog', { name: 'Edit visit' });
    expect(await within(dialog).findByText('Team Oak has nothing else booked that day.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Visit updated')).toBeInTheDocument();
    const [request] = callsTo(fetchMock, 'PATCH', `/api/site-visits/${VISIT.id}`);
    expect(JSON.parse(request![1]!.body as string)).toEqual({ kind: 'delivery', date: '2030-04-22', slot: 'morning', teamId: OAK, location: 'Redhill', notes: '' });
  });
});
