import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ProjectStage } from '../../shared/constants/stages';
import { insertStoredFile } from '../features/files/files.queries';
import { PHOTO_SIZE_MIME_TYPE as DIARY_VARIANT_MIME_TYPE, renderPhotoSizes as renderDiaryPhoto, type RenderedPhoto } from '../lib/images/photo-sizes';
import { insertDiaryEntry, insertDiaryPhotos } from '../features/site-diary/site-diary.queries';
import type { FileStorage } from '../lib/storage/storage-driver';
import type { Database } from './client';

/** Drawn stand-ins for site photos (no downloads, no binary files in the repository). */
type Drawing = 'plot' | 'levels' | 'samples' | 'gate';

interface SeedEntry {
  daysAgo: number;
  stage: ProjectStage;
  body: string;
  internal: boolean;
  photos: Drawing[];
}

/** Newest last; the sample project is at design approval, so the diary covers the survey and the samples. */
const ENTRIES: SeedEntry[] = [
  {
    daysAgo: 9,
    stage: 'design_confirmation',
    body: 'Site survey done. We measured the plot at the end of the garden, checked the levels (a 6 cm fall towards the fence) and marked out where the office will sit, 60 cm off the boundary.',
    internal: false,
    photos: ['plot', 'levels'],
  },
  {
    daysAgo: 5,
    stage: 'design_confirmation',
    body: 'Side gate is 90 cm wide: the wall panels must come in unglazed and the glazing fitted on site. Tell the delivery team before the install is booked.',
    internal: true,
    photos: ['gate'],
  },
  {
    daysAgo: 2,
    stage: 'design_confirmation',
    body: 'Samples of the thermowood cladding and the anthracite window frame are ready for you to see before you approve the design. We can bring them on the next visit.',
    internal: false,
    photos: ['samples'],
  },
];

const W = 1200;
const H = 800;

function drawingSvg(drawing: Drawing): string {
  const lawn = `<rect width="${W}" height="${H}" fill="#dcebf1"/><rect y="${H * 0.45}" width="${W}" height="${H * 0.55}" fill="#7fa65a"/><rect y="${H * 0.3}" width="${W}" height="${H * 0.15}" fill="#8a6a48"/>`;
  switch (drawing) {
    case 'plot':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${lawn}<polygon points="330,520 870,520 960,700 240,700" fill="none" stroke="#f4f1e8" stroke-width="6" stroke-dasharray="18 12"/>${[330, 870, 960, 240].map((x, i) => `<rect x="${x - 6}" y="${i < 2 ? 490 : 670}" width="12" height="40" fill="#c8742c"/>`).join('')}</svg>`;
    case 'levels':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${lawn}<rect x="200" y="560" width="800" height="24" fill="#d9c27a"/><rect x="560" y="520" width="80" height="40" rx="6" fill="#2f6f4a"/><circle cx="600" cy="540" r="9" fill="#e8f4d8"/></svg>`;
    case 'samples':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#ece6da"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="200" y="${160 + i * 90}" width="520" height="78" fill="${i % 2 ? '#9b7350' : '#a87f5a'}"/>`).join('')}<rect x="780" y="160" width="220" height="450" fill="none" stroke="#2f3438" stroke-width="34"/></svg>`;
    case 'gate':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#c9b8a0"/><rect x="480" y="150" width="240" height="600" fill="#6d5640"/>${[0, 1, 2, 3].map((i) => `<rect x="${490 + i * 58}" y="160" width="48" height="580" fill="#7d6548"/>`).join('')}<line x1="480" y1="110" x2="720" y2="110" stroke="#1e2326" stroke-width="6"/></svg>`;
  }
}

/** Each drawing rendered once per process: the demo company's seed draws them, visitors' copies reuse the bytes. */
const rendered = new Map<Drawing, Promise<{ jpeg: Buffer; sizes: RenderedPhoto }>>();

function render(drawing: Drawing) {
  let photo = rendered.get(drawing);
  if (!photo) {
    photo = (async () => {
      const jpeg = await sharp(Buffer.from(drawingSvg(drawing))).jpeg({ quality: 82 }).toBuffer();
      return { jpeg, sizes: await renderDiaryPhoto(jpeg, 'image/jpeg') };
    })();
    rendered.set(drawing, photo);
  }
  return photo;
}

/**
 * The sample project's site diary: three entries from the survey and the design stage, one
 * internal, with photos when there is a storage to keep them in (entries alone without one).
 */
export async function seedSiteDiary(db: Database, storage: FileStorage | undefined, input: { companyId: string; projectId: string; staffId: string; now?: Date }): Promise<void> {
  const { companyId, projectId, staffId } = input;
  const now = input.now ?? new Date();
  for (const entry of ENTRIES) {
    const createdAt = new Date(now.getTime() - entry.daysAgo * 86_400_000);
    createdAt.setUTCHours(15, 30, 0, 0);
    const photos = [];
    if (storage) {
      for (const [index, drawing] of entry.photos.entries()) {
        const { jpeg, sizes } = await render(drawing);
        const put = async (bytes: Buffer, mimeType: string, originalName: string, staffOnly: boolean) => {
          const storageKey = `${companyId}/${projectId}/${randomUUID()}`;
          await storage.put(storageKey, Readable.from(bytes), mimeType);
          return insertStoredFile(db, { companyId, projectId, storageKey, originalName, mimeType, sizeBytes: bytes.length, uploadedBy: staffId, staffOnly });
        };
        const original = await put(jpeg, 'image/jpeg', `site-${drawing}.jpg`, true);
        const small = await put(sizes.small.bytes, DIARY_VARIANT_MIME_TYPE, `site-${drawing}-${sizes.small.width}w.webp`, entry.internal);
        const large = await put(sizes.large.bytes, DIARY_VARIANT_MIME_TYPE, `site-${drawing}-${sizes.large.width}w.webp`, entry.internal);
        photos.push({ position: index, originalFileId: original.id, smallFileId: small.id, largeFileId: large.id, width: sizes.large.width, height: sizes.large.height });
      }
    }
    const row = await insertDiaryEntry(db, { companyId, projectId, body: entry.body, stage: entry.stage, isInternal: entry.internal, createdBy: staffId, createdAt });
    await insertDiaryPhotos(
      db,
      photos.map((photo) => ({ ...photo, companyId, entryId: row.id })),
    );
  }
}
