// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Installation, InstallationUpdated } from '@/shared/schemas/installations';
import { callsTo, installation, renderWithProviders, stubApi, TEAMS } from '../test/staff-dashboard-test-utils';
import { InstallationEditor } from './installation-editor';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const OVERDUE = installation({ installDate: '2024-04-22', team: null, location: 'Godalming, Surrey', status: 'pending_survey' });
const PATCH_PATH = `/api/installations/${OVERDUE.projectId}`;

function stubEditor(answer: (change: Record<string, unknown>) => { status: number; body: unknown }) {
  return stubApi({
    'GET /api/teams': () => ({ status: 200, body: { teams: TEAMS } }),
    [`PATCH ${PATCH_PATH}`]: (init) => answer(JSON.parse(init!.body as string)),
  });
}

const saved = (change: Partial<Installation>, conflicts: InstallationUpdated['conflicts'] = []) => ({ status: 200, body: { installation: { ...OVERDUE, ...change }, conflicts } });

async function renderEditor(item: Installation = OVERDUE) {
  const user = userEvent.setup();
  renderWithProviders(<InstallationEditor installation={item} />);
  const card = screen.getByRole('region', { name: 'Edit Installation' });
  await within(card).findByRole('option', { name: 'Team Oak' });
  return { user, card };
}

describe('Edit Installation', { timeout: 20_000 }, () => {
  it('shows the installation as it is', async () => {
    stubEditor(() => saved({}));
    const { card } = await renderEditor();
    expect(within(card).getByLabelText('Install date')).toHaveValue('2024-04-22');
    expect(within(card).getByLabelText('Time slot')).toHaveValue('all_day');
    expect(within(card).getByLabelText('Team')).toHaveValue('');
    expect(within(card).getByLabelText('Status')).toHaveValue('pending_survey');
    expect(within(card).getByLabelText('Location')).toHaveValue('Godalming, Surrey');
    expect(within(card).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Confirmed', 'Pending Survey', 'In Production', 'Materials Ordered', 'Unassigned', 'Team Ash', 'Team Oak']),
    );
  });

  it('sends only what changed (an overdue date left alone is not sent) and confirms', async () => {
    const fetchMock = stubEditor((change) => saved({ team: TEAMS[1]!, status: change.status as Installation['status'] }));
    const { user, card } = await renderEditor();
    await user.selectOptions(within(card).getByLabelText('Team'), 'Team Oak');
    await user.selectOptions(within(card).getByLabelText('Status'), 'Confirmed');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Installation saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', PATCH_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ teamId: TEAMS[1]!.id, status: 'confirmed' });
  });

  it('warns of the team’s other bookings that day, as the server answers', async () => {
    stubEditor(() =>
      saved({ installDate: '2099-06-01', team: TEAMS[1]! }, [
        { kind: 'installation', projectId: 'proj-2', customerName: 'Raj Patel', date: '2099-06-01', slot: 'all_day' },
        { kind: 'survey', projectId: 'proj-3', customerName: 'Mia Scott', date: '2099-06-01', slot: 'morning' },
      ]),
    );
    const { user, card } = await renderEditor();
    await user.clear(within(card).getByLabelText('Install date'));
    await user.type(within(card).getByLabelText('Install date'), '2099-06-01');
    await user.selectOptions(within(card).getByLabelText('Team'), 'Team Oak');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const warning = await within(card).findByRole('status');
    expect(warning).toHaveTextContent('Team Oak already has 2 bookings on Mon 1 Jun 2099:');
    expect(warning).toHaveTextContent('Installation for Raj Patel, All day');
    expect(warning).toHaveTextContent('Site survey for Mia Scott, Morning (8:00–12:00)');
  });

  it("shows the server's field error beside the field", async () => {
    stubEditor(() => ({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'The install date cannot be in the past.', fields: { installDate: ['The install date cannot be in the past.'] } } } }));
    const { user, card } = await renderEditor();
    await user.clear(within(card).getByLabelText('Install date'));
    await user.type(within(card).getByLabelText('Install date'), '2024-05-01');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const date = within(card).getByLabelText('Install date');
    expect(await within(card).findByText('The install date cannot be in the past.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('The install date cannot be in the past.');
  });

  it('says so, and sends nothing, when nothing was changed', async () => {
    const fetchMock = stubEditor(() => saved({}));
    const { user, card } = await renderEditor();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Change at least one detail');
    expect(callsTo(fetchMock, 'PATCH', PATCH_PATH)).toHaveLength(0);
  });

  it('keeps text as text', async () => {
    stubEditor(() => saved({}));
    const { card } = await renderEditor(installation({ customerName: '<img src=x onerror=alert(1)>' }));
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(card.querySelector('img')).toBeNull();
  });
});
