// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryAdminItem } from '@/shared/schemas/gallery';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { GalleryAdminView } from './gallery-admin-view';

const item = (n: number, caption: string, isPublished: boolean): GalleryAdminItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  src: `/api/gallery/images/${n}`,
  srcset: `/api/gallery/images/${n} 480w`,
  width: 1200,
  height: 800,
  caption,
  category: 'garden_room',
  position: n - 1,
  isPublished,
  createdAt: '2030-01-01T09:00:00.000Z',
});
const FIRST_ID = '00000000-0000-4000-8000-000000000001';

let items: GalleryAdminItem[];
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  items = [item(1, 'First room', true), item(2, 'Second room', false), item(3, 'Third room', true)];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function renderAdmin() {
  const fetchMock = stubApi({
    'GET /api/gallery/admin': () => ({ status: 200, body: { items, maxUploadBytes: 1024 * 1024 } }),
    [`PATCH /api/gallery/${items[0]!.id}`]: (init) => {
      const patch = JSON.parse(String(init!.body)) as { position?: number; isPublished?: boolean };
      const [moved] = items.splice(0, 1);
      items.splice(patch.position ?? 0, 0, moved!);
      return { status: 200, body: moved };
    },
    [`PATCH /api/gallery/${items[1]!.id}`]: (init) => {
      Object.assign(items[1]!, JSON.parse(String(init!.body)));
      return { status: 200, body: items[1] };
    },
    [`DELETE /api/gallery/${items[2]!.id}`]: () => {
      items.splice(2, 1);
      // The server answers 204; the stub cannot build a 204 with a body, and the client reads both alike.
      return { status: 200, body: {} };
    },
  });
  renderWithProviders(<GalleryAdminView />);
  return fetchMock;
}

const rows = () => within(screen.getByRole('list', { name: 'Gallery photos' })).getAllByRole('listitem');

describe('gallery admin', { timeout: 20_000 }, () => {
  it('moves a photo down and keeps focus on its button', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdmin();
    const down = await screen.findByRole('button', { name: 'Move down: First room' });
    expect(screen.getByRole('button', { name: 'Move up: First room' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(rows()[1]!).getByRole('img')).toHaveAccessibleName('First room'));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', `/api/gallery/${FIRST_ID}`)[0]?.[1]?.body))).toEqual({ position: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: First room' })).toHaveFocus());
    expect(screen.getByText('Moved “First room” to place 2 of 3.')).toBeInTheDocument();
  });

  it('publishes a photo', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Publish Second room' }));
    expect(await screen.findByRole('button', { name: 'Unpublish Second room' })).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Published')).toBeInTheDocument();
  });

  it('asks before deleting; Cancel gives focus back, confirming deletes', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdmin();
    const remove = await screen.findByRole('button', { name: 'Delete: Third room' });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    expect(callsTo(fetchMock, 'DELETE', `/api/gallery/${items[2]!.id}`)).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gallery photos' })).toHaveFocus();
  });

  it('asks for a photo, a caption and a category before uploading', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Choose a photo to upload.')).toBeInTheDocument();
    expect(screen.getByText(/Write a caption/)).toBeInTheDocument();
    expect(screen.getByText('Choose Garden Room, Home Office or Studio')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
