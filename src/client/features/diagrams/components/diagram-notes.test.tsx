// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  DIAGRAMS_PATH,
  diagram,
  diagramNote,
  notesPath,
  PROJECT_ID,
  PROJECT_NOTES_PATH,
  projectDiagrams,
  renderWithProviders,
  stubApi,
} from '../test/diagrams-test-utils';
import { BuildingDiagramsCard } from './building-diagrams-card';

const DIAGRAM = diagram();
const NOTES_PATH = notesPath(DIAGRAM.id);
const EARLIER = diagramNote({ content: 'An earlier note' });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** Notes the server has; a successful POST adds its note, newest first, as the API does. */
function stubNotes(post: Parameters<typeof stubApi>[0][string]) {
  let notes = [EARLIER];
  return stubApi({
    [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([DIAGRAM]) }),
    [`GET ${NOTES_PATH}`]: () => ({ status: 200, body: { notes } }),
    [`POST ${NOTES_PATH}`]: async (init) => {
      const answer = await post(init);
      if (answer.status === 201) notes = [answer.body as typeof EARLIER, ...notes];
      return answer;
    },
  });
}

async function renderCard(viewer: 'customer' | 'staff' = 'customer') {
  const user = userEvent.setup();
  renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer={viewer} />);
  await screen.findByText('An earlier note');
  return { user, box: screen.getByLabelText('Add a note'), addButton: screen.getByRole('button', { name: 'Add Note' }) };
}

describe('Diagram notes', () => {
  it('sends nothing for an empty note and says why', async () => {
    const fetchMock = stubNotes(() => ({ status: 201, body: diagramNote() }));
    const { user, box, addButton } = await renderCard();

    await user.type(box, '   \n  ');
    await user.click(addButton);

    expect(await screen.findByText('Cannot Add Note')).toBeInTheDocument();
    expect(screen.getByText('Please log in and enter a note.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', NOTES_PATH)).toHaveLength(0);
  });

  it('posts the note, clears the box and shows it first', async () => {
    const added = diagramNote({ id: 'n-new', authorName: 'Sam Fitter', content: 'Moved the door\nto the left', createdAt: '2030-04-24T15:30:00.000Z' });
    const fetchMock = stubNotes(() => ({ status: 201, body: added }));
    const { user, box, addButton } = await renderCard('staff');

    await user.type(box, '  Moved the door{Enter}to the left  ');
    await user.click(addButton);

    expect(await screen.findByText('Note Added')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', NOTES_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ content: 'Moved the door\nto the left' });
    expect(box).toHaveValue('');
    const items = within(screen.getByRole('list', { name: 'Notes on this diagram' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sam Fitter');
    expect(items[0]).toHaveTextContent('Moved the door');
    expect(items[1]).toHaveTextContent('An earlier note');
  });

  it('asks the user to log in when the API answers 401', async () => {
    stubNotes(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } } }));
    const { user, box, addButton } = await renderCard();

    await user.type(box, 'Hello');
    await user.click(addButton);

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to view or add notes.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('says Authentication Required in a toast when the notes cannot be read signed out', async () => {
    stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([DIAGRAM]) }),
      [`GET ${NOTES_PATH}`]: () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } } }),
    });
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="customer" />);

    const title = await screen.findByText('Authentication Required');
    const toast = title.closest('[data-sonner-toast]')!;
    expect(toast).toHaveTextContent('Please log in to view or add notes.');
    expect(screen.queryByText(/Authentication Required\./)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('takes a note before there is any diagram, on the project’s thread', async () => {
    let notes: ReturnType<typeof diagramNote>[] = [];
    const added = diagramNote({ id: 'n-first', diagramId: 'placeholder', authorName: 'Jane Cooper', content: 'Base is ready' });
    const fetchMock = stubApi({
      [`GET ${DIAGRAMS_PATH}`]: () => ({ status: 200, body: projectDiagrams([]) }),
      [`GET ${PROJECT_NOTES_PATH}`]: () => ({ status: 200, body: { notes } }),
      [`POST ${PROJECT_NOTES_PATH}`]: () => {
        notes = [added];
        return { status: 201, body: added };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuildingDiagramsCard projectId={PROJECT_ID} viewer="customer" />);
    expect(await screen.findByText('No notes on this project yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Add a note'), 'Base is ready');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note Added')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, 'POST', PROJECT_NOTES_PATH)[0]![1]!.body as string)).toEqual({ content: 'Base is ready' });
    expect(within(screen.getByRole('list', { name: 'Notes on this project' })).getByText('Base is ready')).toBeInTheDocument();
  });

  it('keeps the note and says so when adding fails', async () => {
    stubNotes(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } }));
    const { user, box, addButton } = await renderCard();

    await user.type(box, 'Hello');
    await user.click(addButton);

    expect(await screen.findByText('Failed to add note. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
