// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '@/shared/schemas/gallery';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { stubApi } from '../../../../../tests/setup/client-api-stub';
import { GalleryView } from './gallery-view';

const photo = (n: number, category: GalleryPhoto['category'], caption: string): GalleryPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  src: `/api/gallery/images/${n}-960`,
  srcset: `/api/gallery/images/${n}-480 480w, /api/gallery/images/${n}-960 960w`,
  width: 1600,
  height: 1067,
  caption,
  category,
});

const PHOTOS = [
  photo(1, 'garden_room', 'Cedar garden room'),
  photo(2, 'studio', 'Art studio with a pent roof'),
  photo(3, 'garden_room', 'Garden room at dusk'),
  photo(4, 'home_office', 'Home office by the hedge'),
];

afterEach(() => vi.unstubAllGlobals());

async function renderGallery() {
  stubApi({ 'GET /api/gallery': () => ({ status: 200, body: { items: PHOTOS } }) });
  renderWithProviders(<GalleryView />);
  await screen.findByRole('group', { name: 'Show photos of' });
}

const thumbnails = () => screen.getAllByRole('button', { name: /^View larger:/ });

describe('the gallery', { timeout: 20_000 }, () => {
  it('shows responsive images that keep their space while loading, the first row at once', async () => {
    await renderGallery();
    const images = thumbnails().map((button) => button.querySelector('img')!);
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAttribute('srcset', PHOTOS[0]!.srcset);
    expect(images[0]).toHaveAttribute('sizes');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '1067');
    expect(images[0]).toHaveAttribute('decoding', 'async');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(screen.getByText('Garden room at dusk')).toBeVisible();
  });

  it('narrows to one product type with the toggle buttons', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const filter = screen.getByRole('group', { name: 'Show photos of' });
    expect(within(filter).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: /^Garden Rooms/ }));
    expect(within(filter).getByRole('button', { name: /^Garden Rooms/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'false');
    expect(thumbnails().map((button) => button.textContent)).toEqual(['View larger: Cedar garden room', 'View larger: Garden room at dusk']);
    expect(screen.getByRole('status')).toHaveTextContent('2 photos of Garden Rooms');

    await user.click(within(filter).getByRole('button', { name: /^All/ }));
    expect(thumbnails()).toHaveLength(4);
  });
});

describe('the lightbox', { timeout: 20_000 }, () => {
  it('opens from the keyboard, moves with the arrow keys and buttons, keeps focus inside and gives it back on Escape', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const opener = thumbnails()[1]!;
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Art studio with a pent roof' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('Photo 2 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Art studio with a pent roof' })).toHaveAttribute('srcset', PHOTOS[1]!.srcset);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Garden room at dusk' })).toBeInTheDocument();
    // The move is announced with the caption.
    expect(within(dialog).getByText('Photo 3 of 4: Garden room at dusk')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Cedar garden room' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Home office by the hedge' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Garden room at dusk' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Home office by the hedge' })).toBeInTheDocument();

    // Tab goes round the dialog's buttons and never leaves it.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('moves only through the photos the filter shows, and closes with its button', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: /^Garden Rooms/ }));
    await user.click(thumbnails()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar garden room' });
    expect(within(dialog).getByText('Photo 1 of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Garden room at dusk' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Cedar garden room' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnails()[0]).toHaveFocus();
  });
});
