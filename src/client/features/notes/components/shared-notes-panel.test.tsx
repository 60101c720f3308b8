// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { note, NOTES_PATH, PROJECT_ID, renderWithProviders, stubApi } from '../test/notes-test-utils';
import { SharedNotesPanel } from './shared-notes-panel';

afterEach(() => vi.unstubAllGlobals());

describe('Shared Notes & Updates', () => {
  it("shows the team's latest public notes, pinned first, and none of the customer's own", async () => {
    stubApi({
      [`GET ${NOTES_PATH}`]: () => ({
        status: 200,
        body: {
          notes: [
            note({ id: 'n-1', content: 'Delivery needs a 7.5 t lorry', type: 'urgent', isPinned: true }),
            note({ id: 'n-2', content: 'The side gate is 90 cm wide', authorName: 'Emma Clarke', fromTeam: false }),
            note({ id: 'n-3', content: 'Your base is booked for Tuesday.' }),
            note({ id: 'n-4', content: 'Cladding samples posted today' }),
            note({ id: 'n-5', content: 'Survey notes uploaded' }),
          ],
        },
      }),
    });
    renderWithProviders(<SharedNotesPanel projectId={PROJECT_ID} />);
    const panel = await screen.findByRole('region', { name: 'Shared Notes & Updates' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Delivery needs a 7.5 t lorry');
    expect(items[1]).toHaveTextContent('Your base is booked for Tuesday.');
    expect(items[2]).toHaveTextContent('Cladding samples posted today');
    expect(items[0]).toHaveTextContent('Urgent');
    expect(items[0]).toHaveTextContent('Pinned');
    expect(within(panel).queryByText('The side gate is 90 cm wide')).toBeNull();
  });

  it('says so when the team has shared nothing yet', async () => {
    stubApi({ [`GET ${NOTES_PATH}`]: () => ({ status: 200, body: { notes: [note({ fromTeam: false })] } }) });
    renderWithProviders(<SharedNotesPanel projectId={PROJECT_ID} />);
    expect(await screen.findByText('No updates from the team yet.')).toBeInTheDocument();
  });
});
