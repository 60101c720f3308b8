// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiaryEntry } from '@/shared/schemas/site-diary';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { stubApi } from '../../../../../tests/setup/client-api-stub';
import { SiteDiaryCard } from './site-diary-card';

const photo = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  thumbnailUrl: `/api/files/${n}-small`,
  url: `/api/files/${n}-large`,
  width: 1600,
  height: 1200,
});

const ENTRIES: DiaryEntry[] = [
  { id: '10000000-0000-4000-8000-000000000002', projectId: 'proj-1', body: 'Roof on and felted.', stage: 'delivery_installation', isInternal: false, authorName: 'Sam Fitter', createdAt: '2026-11-20T15:00:00Z', photos: [photo(1), photo(2)] },
  { id: '10000000-0000-4000-8000-000000000001', projectId: 'proj-1', body: 'Base laid & <b>levelled</b>.', stage: 'site_preparation', isInternal: false, authorName: 'Sam Fitter', createdAt: '2026-11-10T09:00:00Z', photos: [photo(3)] },
];

afterEach(() => vi.unstubAllGlobals());

async function renderCard() {
  stubApi({ 'GET /api/projects/proj-1/diary': () => ({ status: 200, body: { entries: ENTRIES, maxPhotoBytes: 20 * 1024 * 1024 } }) });
  renderWithProviders(<SiteDiaryCard projectId="proj-1" viewer="customer" />);
  await screen.findByText('Roof on and felted.');
}

describe('the site diary card', { timeout: 20_000 }, () => {
  it('lists the entries newest first with their stage and day, the words as text, and every photo in the gallery', async () => {
    await renderCard();
    const region = screen.getByRole('region', { name: 'Site Diary' });
    const items = within(region).getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Roof on and felted.', 'Base laid & <b>levelled</b>.']);
    expect(within(items[0]!).getByText('Delivery & Installation Booked')).toBeVisible();
    expect(within(items[1]!).getByText('10 November 2026')).toBeVisible();
    const gallery = within(region).getByRole('region', { name: /Photo gallery/ });
    expect(within(gallery).getAllByRole('button', { name: /^View larger:/ })).toHaveLength(3);
  });

  it('opens the lightbox from the keyboard, moves with the arrow keys, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    await renderCard();
    const gallery = screen.getByRole('region', { name: /Photo gallery/ });
    const first = within(gallery).getAllByRole('button', { name: /^View larger:/ })[0]!;
    first.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Roof on and felted. (photo 1 of 2)' });
    expect(within(dialog).getByText('Photo 1 of 3')).toBeVisible();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/1-large');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/3-large');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 1 of 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('tells the customer what will appear when nothing is posted yet', async () => {
    stubApi({ 'GET /api/projects/proj-1/diary': () => ({ status: 200, body: { entries: [], maxPhotoBytes: 1 } }) });
    renderWithProviders(<SiteDiaryCard projectId="proj-1" viewer="customer" />);
    expect(await screen.findByText(/Updates and photos from site will appear here/)).toBeVisible();
  });
});
