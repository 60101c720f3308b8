// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@/shared/schemas/notes';
import { callsTo, note, NOTES_PATH, PROJECT_ID, renderWithProviders, stubApi } from '../test/notes-test-utils';
import { ProjectNotesCard } from './project-notes-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const PINNED = note({ id: 'n-pinned', content: 'Delivery needs a 7.5 t lorry', type: 'urgent', isPinned: true });
const OLDER = note({ id: 'n-older', content: 'Plain <b>text</b>\nover two lines', type: 'warning', authorName: 'Emma Clarke' });

/** The server's notes; a successful POST adds its note on top, as the API does. */
function stubNotes(post: Parameters<typeof stubApi>[0][string] = () => ({ status: 201, body: note({ id: 'n-new' }) })) {
  let notes: Note[] = [PINNED, OLDER];
  return stubApi({
    [`GET ${NOTES_PATH}`]: () => ({ status: 200, body: { notes } }),
    [`POST ${NOTES_PATH}`]: async (init) => {
      const answer = await post(init);
      if (answer.status === 201) notes = [PINNED, answer.body as Note, OLDER];
      return answer;
    },
    'PATCH /api/notes/n-older': (init) => {
      const pinned = { ...OLDER, ...JSON.parse(init!.body as string) } as Note;
      notes = [pinned, PINNED];
      return { status: 200, body: pinned };
    },
  });
}

async function renderCard(viewer: 'customer' | 'staff' = 'customer') {
  const user = userEvent.setup();
  renderWithProviders(<ProjectNotesCard projectId={PROJECT_ID} viewer={viewer} />);
  await screen.findByText('Delivery needs a 7.5 t lorry');
  const card = screen.getByRole('region', { name: 'Project Notes & Updates' });
  return { user, card, box: within(card).getByLabelText('Add a note'), addButton: within(card).getByRole('button', { name: 'Add Note' }) };
}

const items = () => within(screen.getByRole('list', { name: 'Project notes' })).getAllByRole('listitem');

describe('Project Notes & Updates', () => {
  it('lists pinned notes first with their type, author and en-GB time, as plain text', async () => {
    stubNotes();
    await renderCard();
    const [first, second] = items();
    expect(first).toHaveTextContent('Urgent');
    expect(first).toHaveTextContent('Pinned');
    expect(first).toHaveTextContent('James Wilson');
    expect(within(first!).getByText(/22 Apr 2030, \d\d:15/)).toBeInTheDocument();
    expect(second).toHaveTextContent('Warning');
    // Markup in a note is shown, never run.
    expect(within(second!).getByText(/Plain <b>text<\/b>/)).toBeInTheDocument();
    expect(second!.querySelector('b')).toBeNull();
  });

  it('sends nothing for an empty note and says why', async () => {
    const fetchMock = stubNotes();
    const { user, box, addButton } = await renderCard();
    await user.type(box, '   ');
    await user.click(addButton);
    expect(await screen.findByText('Cannot Add Note')).toBeInTheDocument();
    expect(screen.getByText('Please log in and enter a note.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', NOTES_PATH)).toHaveLength(0);
  });

  it('posts a customer note as info and public (the defaults), clears the box and shows it', async () => {
    const fetchMock = stubNotes(() => ({ status: 201, body: note({ id: 'n-new', content: 'The side gate is 90 cm wide', authorName: 'Emma Clarke' }) }));
    const { user, card, box, addButton } = await renderCard();
    expect(within(card).queryByLabelText('Internal Only')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Pin/ })).not.toBeInTheDocument();

    await user.type(box, '  The side gate is 90 cm wide ');
    await user.click(addButton);

    expect(await screen.findByText('Note Added')).toBeInTheDocument();
    expect(screen.getByText('Your note has been added successfully.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', NOTES_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ content: 'The side gate is 90 cm wide' });
    expect(box).toHaveValue('');
    expect(await within(card).findByText('The side gate is 90 cm wide')).toBeInTheDocument();
  });

  it('keeps the text and says so when the note cannot be added', async () => {
    stubNotes(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    const { user, box, addButton } = await renderCard();
    await user.type(box, 'Please call before 9');
    await user.click(addButton);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to add note. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Please call before 9');
  });

  it('lets staff choose the type and mark a note Internal Only', async () => {
    const added = note({ id: 'n-internal', content: 'Customer prefers mornings', type: 'urgent', visibility: 'internal' });
    const fetchMock = stubNotes(() => ({ status: 201, body: added }));
    const { user, card, box, addButton } = await renderCard('staff');

    await user.type(box, 'Customer prefers mornings');
    await user.selectOptions(within(card).getByLabelText('Type'), 'Urgent');
    await user.click(within(card).getByLabelText('Internal Only'));
    await user.click(addButton);

    await screen.findByText('Note Added');
    const [call] = callsTo(fetchMock, 'POST', NOTES_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ content: 'Customer prefers mornings', type: 'urgent', visibility: 'internal' });
    // The form is back to the defaults for the next note.
    expect(within(card).getByLabelText('Internal Only')).not.toBeChecked();
    expect(within(card).getByLabelText('Type')).toHaveValue('info');
    const internal = (await within(card).findByText('Customer prefers mornings')).closest('li')!;
    expect(internal).toHaveTextContent('Internal Only');
  });

  it('lets staff pin a note', async () => {
    const fetchMock = stubNotes();
    const { user } = await renderCard('staff');
    await user.click(within(items()[1]!).getByRole('button', { name: /^Pin\s*note by Emma Clarke/ }));
    expect(await screen.findByText('Note pinned')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', '/api/notes/n-older');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ isPinned: true });
    expect(await within(screen.getByRole('list', { name: 'Project notes' })).findByRole('button', { name: /^Unpin\s*note by Emma Clarke/ })).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Plain <b>text</b>');
  });
});
