// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiaryEntry } from '@/shared/schemas/site-diary';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { stubApi } from '../../../../../tests/setup/client-api-stub';
import { PostDiaryEntryDialog } from './post-diary-entry-dialog';
import { SiteDiaryCard } from './site-diary-card';

afterEach(() => vi.unstubAllGlobals());

const POSTED: DiaryEntry = {
  id: '10000000-0000-4000-8000-000000000009',
  projectId: 'proj-1',
  body: 'Cladding finished.',
  stage: 'manufacturing',
  isInternal: true,
  authorName: 'Sam Fitter',
  createdAt: '2026-11-21T15:00:00Z',
  photos: [],
};

function renderStaffCard(post: (init: RequestInit | undefined) => { status: number; body: unknown }) {
  const entries: DiaryEntry[] = [];
  const fetchMock = stubApi({
    'GET /api/projects/proj-1/diary': () => ({ status: 200, body: { entries, maxPhotoBytes: 1024 * 1024 } }),
    'POST /api/projects/proj-1/diary': (init) => {
      const answer = post(init);
      if (answer.status === 201) entries.unshift(answer.body as DiaryEntry);
      return answer;
    },
  });
  renderWithProviders(<SiteDiaryCard projectId="proj-1" viewer="staff" action={<PostDiaryEntryDialog projectId="proj-1" stage="manufacturing" />} />);
  return fetchMock;
}

describe('posting to the site diary', { timeout: 20_000 }, () => {
  it('sends the words, stage, internal flag and photos, and shows the entry at once', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    renderStaffCard((init) => {
      sent = init?.body as FormData;
      return { status: 201, body: POSTED };
    });
    await screen.findByText('Nothing posted yet.');
    await user.click(screen.getByRole('button', { name: 'Post to the Diary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post to the Site Diary' });
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('manufacturing');
    await user.type(within(dialog).getByLabelText('What was done'), 'Cladding finished.');
    await user.click(within(dialog).getByLabelText('Internal: only the team sees it'));
    const photo = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    await user.upload(within(dialog).getByLabelText('Photos (optional)'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Post Entry' }));

    expect(await screen.findByText('Cladding finished.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent?.get('body')).toBe('Cladding finished.');
    expect(sent?.get('stage')).toBe('manufacturing');
    expect(sent?.get('internal')).toBe('true');
    expect((sent?.getAll('photos') as File[]).map((f) => f.name)).toEqual(['IMG_0001.HEIC']);
    expect(screen.getByText('Internal')).toBeVisible();
  });

  it("asks for the words first, and shows the server's reason when it refuses a photo", async () => {
    const user = userEvent.setup();
    const fetchMock = renderStaffCard(() => ({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: "This file's contents are not those of a .jpg file." } } }));
    await user.click(await screen.findByRole('button', { name: 'Post to the Diary' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Post Entry' }));
    expect(within(dialog).getByLabelText('What was done')).toHaveAccessibleDescription('Write what was done');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What was done'), 'Base.');
    await user.click(within(dialog).getByRole('button', { name: 'Post Entry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This file's contents are not those of a .jpg file.");
  });
});
