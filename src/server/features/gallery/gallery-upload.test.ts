import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, filesUnder, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { GalleryAdminItem } from '../../../shared/schemas/gallery';
import type { Actor } from '../../app-env';
import { storedFiles } from '../../db/schema/files';
import { galleryItems } from '../../db/schema/site';
import { LocalFileStorage } from '../../lib/storage/local-file-storage';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { uploadPhoto } from './gallery.service';
import { pngClaiming, testPhotos } from './test-photos';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let storageDir: string;
let staffA: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  storageDir = (t.config.storage as { dir: string }).dir;
  staffA = await t.signIn('staff-a@example.test');
});

const fields = { caption: 'A garden room at dusk', category: 'garden_room' };
const upload = (name: string, bytes: Uint8Array, form: Record<string, string> = fields) => t.upload('/api/gallery', fileForm(name, bytes, form), { cookie: staffA });
const imageBytes = async (url: string) => Buffer.from(await (await t.request('GET', url, undefined, { cookie: staffA })).arrayBuffer());
const rowCounts = async () => ({
  items: (await t.db.select().from(galleryItems).where(eq(galleryItems.companyId, world.tenantA.company.id))).length,
  files: (await t.db.select().from(storedFiles).where(eq(storedFiles.companyId, world.tenantA.company.id))).length,
});

describe('uploading a gallery photo', () => {
  it.each([
    ['a JPEG', 'garden.jpg', testPhotos.jpegWithExif, 'image/jpeg'],
    ['a PNG', 'garden.png', () => testPhotos.png(), 'image/png'],
    ['a WebP', 'garden.webp', testPhotos.webp, 'image/webp'],
    ['an AVIF', 'garden.avif', testPhotos.avif, 'image/avif'],
  ])('takes %s, keeps the original and makes WebP sizes', async (_label, name, make, mimeType) => {
    const res = await upload(name, await make());
    expect(res.status).toBe(201);
    const item = (await res.json()) as GalleryAdminItem;
    expect(item).toMatchObject({ caption: fields.caption, category: 'garden_room', isPublished: false });
    expect(item.srcset).toMatch(/^\/api\/gallery\/images\/[0-9a-f-]{36} \d+w/);
    const [original] = await t.db.select().from(storedFiles).innerJoin(galleryItems, eq(galleryItems.fileId, storedFiles.id)).where(eq(galleryItems.id, item.id));
    expect(original!.stored_files).toMatchObject({ mimeType, projectId: null, storageKey: expect.stringMatching(new RegExp(`^${world.tenantA.company.id}/site/[0-9a-f-]{36}$`)) });
  });

  it('makes sizes of 480, 960 and 1600 px at most, never wider than the photo, upright and without metadata', async () => {
    const res = await upload('portrait.jpg', await testPhotos.jpegWithExif());
    const item = (await res.json()) as GalleryAdminItem;
    // Stored sideways with orientation 6: 1200 × 2000 upright.
    expect([item.width, item.height]).toEqual([1200, 2000]);
    const sizes = item.srcset.split(', ').map((entry) => entry.split(' '));
    expect(sizes.map(([, width]) => width)).toEqual(['480w', '960w', '1200w']);
    expect(item.src).toBe(sizes[2]![0]);
    for (const [url, width] of sizes) {
      const metadata = await sharp(await imageBytes(url!)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: Number.parseInt(width!, 10), height: Math.round((Number.parseInt(width!, 10) * 2000) / 1200) });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }

    const small = (await (await upload('small.png', await testPhotos.png(300, 200))).json()) as GalleryAdminItem;
    expect(small.srcset).toMatch(/^\S+ 300w$/);
    const wide = (await (await upload('wide.png', await testPhotos.png(2400, 1000))).json()) as GalleryAdminItem;
    expect(wide.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
  });

  it.each([
    ['a PNG named .jpg (the bytes must match the name)', 'photo.jpg', () => testPhotos.png(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['HTML named .png', 'photo.png', () => sampleFiles.html, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an SVG (it can carry script)', 'photo.svg', () => sampleFiles.svg, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a GIF', 'photo.gif', () => sampleFiles.gif, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a JPEG cut short after its header', 'photo.jpg', () => sampleFiles.jpeg, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a zero-byte file', 'photo.jpg', () => Buffer.alloc(0), 400, 'VALIDATION_FAILED'],
    ['a file over the limit', 'photo.png', async () => Buffer.concat([await testPhotos.png(), Buffer.alloc(1024 * 1024)]), 413, 'PAYLOAD_TOO_LARGE'],
    ['a PNG claiming 90 megapixels', 'photo.png', () => pngClaiming(10_000, 9_000), 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses %s, leaving no row and no object', async (_label, name, make, status, code) => {
    const before = { counts: await rowCounts(), objects: await filesUnder(storageDir) };
    const res = await upload(name, await make());
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
    expect(await rowCounts()).toEqual(before.counts);
    expect(await filesUnder(storageDir)).toEqual(before.objects);
  });

  it('refuses a missing caption or an unknown category after reading the file, and keeps nothing', async () => {
    const before = await filesUnder(storageDir);
    const res = await upload('garden.png', await testPhotos.png(), { caption: ' ', category: 'shed' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(expect.arrayContaining(['caption', 'category']));
    expect(await filesUnder(storageDir)).toEqual(before);
  });

  it('takes a photo bigger than the JSON body limit: it streams through the upload path', async () => {
    const big = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(t.config.bodyLimitBytes);
    expect(big.length).toBeLessThan(t.config.uploadMaxBytes);
    expect((await upload('noise.png', big)).status).toBe(201);
  });
});

describe('a failure while making the sizes', () => {
  it('leaves no row and no object, the original included', async () => {
    const dir = `${storageDir}-failing`;
    const local = new LocalFileStorage(dir);
    let puts = 0;
    // The original and the first size are stored; storing the second fails.
    const failing: FileStorage = {
      put: async (key, body, type) => {
        if (++puts === 3) throw new Error('the bucket went away');
        return local.put(key, body, type);
      },
      get: (key) => local.get(key),
      delete: (key) => local.delete(key),
      exists: (key) => local.exists(key),
    };
    const before = await rowCounts();
    const request = new Request('http://demo.localhost/api/gallery', { method: 'POST', body: fileForm('garden.png', await testPhotos.png(2000, 1000), fields) });
    const source = { contentType: request.headers.get('content-type')!, contentLength: null, body: Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>) };
    const staff = world.users.staffA;
    const actor: Actor = { userId: staff.id, name: staff.name, email: staff.email, role: 'staff', companyId: staff.companyId, isFirstLogin: false };

    await expect(uploadPhoto(t.db, { storage: failing, uploadMaxBytes: t.config.uploadMaxBytes }, actor, world.tenantA.company, source)).rejects.toThrow('the bucket went away');
    expect(puts).toBe(3);
    expect(await rowCounts()).toEqual(before);
    expect(await filesUnder(dir)).toEqual([]);
  });
});
