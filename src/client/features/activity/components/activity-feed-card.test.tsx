// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { ActivityFeedCard } from './activity-feed-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(projectId: string | null) {
  renderWithProviders(<ActivityFeedCard projectId={projectId} />);
}

describe('Recent Activity', () => {
  it("lists one project's activity with who did it, as text", async () => {
    const fetchMock = stubApi({
      'GET /api/activity?limit=20&projectId=p1': () => ({
        status: 200,
        body: {
          activity: [
            {
              id: 'a1',
              type: 'note_added',
              description: 'Note added: <b>gate code</b>',
              user: 'Emma Clarke',
              date: new Date(Date.now() - 5 * 60_000).toISOString(),
              projectId: 'p1',
            },
          ],
        },
      }),
    });
    renderCard('p1');
    const card = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(await within(card).findByText('Note added: <b>gate code</b>')).toBeInTheDocument();
    expect(within(card).getByText(/Emma Clarke/)).toHaveTextContent('Emma Clarke · 5 minutes ago');
    expect(callsTo(fetchMock, 'GET', '/api/activity?limit=20&projectId=p1')).toHaveLength(1);
  });

  it('says when nothing has happened yet', async () => {
    stubApi({
      'GET /api/activity?limit=20': () => ({
        status: 200,
        body: { activity: [] },
      }),
    });
    renderCard(null);
    expect(await screen.findByText('Nothing has happened here yet.')).toBeInTheDocument();
  });
});
