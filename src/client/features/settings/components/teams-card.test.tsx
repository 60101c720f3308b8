// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '@/shared/schemas/teams';
import { callsTo, renderWithProviders, sentBody, stubApi } from '../test/settings-test-utils';
import { TeamsCard } from './teams-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** The server's teams, by name; writes change them as the API does. */
function stubTeams() {
  let teams: Team[] = [{ id: 't1', name: 'Install Team North' }];
  const sorted = () => [...teams].sort((a, b) => a.name.localeCompare(b.name));
  return stubApi({
    'GET /api/teams': () => ({ status: 200, body: { teams: sorted() } }),
    'POST /api/teams': (init) => {
      const { name } = sentBody(init) as { name: string };
      if (teams.some((t) => t.name === name)) return { status: 409, body: { error: { code: 'CONFLICT', message: `There is already a team called ${name}.` } } };
      teams = [...teams, { id: `t${teams.length + 1}`, name }];
      return { status: 201, body: teams.at(-1) };
    },
    'PATCH /api/teams/t1': (init) => {
      teams = teams.map((t) => (t.id === 't1' ? { ...t, ...(sentBody(init) as { name: string }) } : t));
      return { status: 200, body: teams[0] };
    },
    'DELETE /api/teams/t1': () => {
      teams = teams.filter((t) => t.id !== 't1');
      // The API answers 204; the stub cannot build a body-less Response, and the client ignores the body anyway.
      return { status: 200, body: null };
    },
  });
}

/** Each row's name, as shown (its buttons repeat it for screen readers). */
const names = () =>
  within(screen.getByRole('list', { name: 'Teams' }))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.textContent);
const expectNames = (expected: string[]) => vi.waitFor(() => expect(names()).toEqual(expected));

describe('TeamsCard', () => {
  it('lists the teams for staff without controls', async () => {
    stubTeams();
    renderWithProviders(<TeamsCard canEdit={false} />);
    expect(await screen.findByText('Install Team North')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets an admin add, rename and remove teams, saying why a name is refused', async () => {
    const fetchMock = stubTeams();
    const user = userEvent.setup();
    renderWithProviders(<TeamsCard canEdit />);
    await screen.findByRole('list', { name: 'Teams' });

    const newTeam = screen.getByRole('textbox', { name: 'New team' });
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText('Give the team a name')).toBeInTheDocument();
    await user.type(newTeam, 'Install Team North');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText('There is already a team called Install Team North.')).toBeInTheDocument();
    await user.clear(newTeam);
    await user.type(newTeam, '  Survey Team {Enter}');
    await expectNames(['Install Team North', 'Survey Team']);
    expect(newTeam).toHaveValue('');
    expect(sentBody(callsTo(fetchMock, 'POST', '/api/teams').at(-1)![1])).toEqual({ name: 'Survey Team' });

    await user.click(screen.getByRole('button', { name: 'Rename Install Team North' }));
    const rename = screen.getByRole('textbox', { name: 'New name for Install Team North' });
    expect(rename).toHaveFocus();
    await user.clear(rename);
    await user.type(rename, 'Install Team South{Enter}');
    await expectNames(['Install Team South', 'Survey Team']);

    await user.click(screen.getByRole('button', { name: 'Remove Install Team South' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Install Team South?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove team' }));
    expect(await screen.findByText('Team removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/teams/t1')).toHaveLength(1);
    await expectNames(['Survey Team']);
  });
});
