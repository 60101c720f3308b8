import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { pngClaiming } from '../gallery/test-photos';
import { heicPhoto, jpegWithGps, smallPng } from './test-photos';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB', string>;
let diaryPath: string;

interface Photo {
  thumbnailUrl: string;
  url: string;
  width: number;
  height: number;
  originalUrl?: string;
}
interface Entry {
  id: string;
  body: string;
  stage: string;
  isInternal: boolean;
  authorName: string;
  photos: Photo[];
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  diaryPath = `/api/projects/${world.projects.projectA1.id}/diary`;
});

function entryForm(fields: Record<string, string>, photos: { name: string; bytes: Uint8Array }[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: 'application/octet-stream' }));
  return form;
}

const post = (form: FormData, cookie = c.staffA, path = diaryPath) => t.upload(path, form, { cookie });
const list = async (cookie: string) => {
  const res = await t.request('GET', diaryPath, undefined, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: Entry[] }).entries;
};
const download = async (url: string, cookie: string) => t.request('GET', url, undefined, { cookie });

describe('site diary', () => {
  let gpsEntry: Entry;

  it('takes a staff entry with photos, resized to 480 and 1600 px WebP without the GPS position, the original kept as uploaded', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await post(entryForm({ body: 'Base laid and levelled.', stage: 'site_preparation' }, [{ name: 'base.jpg', bytes: original }]));
    expect(res.status).toBe(201);
    gpsEntry = (await res.json()) as Entry;
    expect(gpsEntry).toMatchObject({ body: 'Base laid and levelled.', stage: 'site_preparation', isInternal: false, authorName: 'staff-a' });
    expect(gpsEntry.photos).toHaveLength(1);
    const photo = gpsEntry.photos[0]!;
    expect(photo).toMatchObject({ width: 1600, height: 960, originalUrl: expect.stringMatching(/^\/api\/files\//) });

    for (const [url, width] of [[photo.thumbnailUrl, 480], [photo.url, 1600]] as const) {
      const shown = await download(url, c.a1);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toBe('image/webp');
      expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
      expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
      const metadata = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
    // The original is the team's only: it keeps the camera's metadata, GPS included.
    const kept = await download(photo.originalUrl!, c.staffA);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(original)).toBe(true);
    expect((await download(photo.originalUrl!, c.a1)).status).toBe(404);
  });

  it('accepts a HEIC photo from a phone and shows it as WebP, never enlarged', async () => {
    const res = await post(entryForm({ body: 'Frame up.', stage: 'delivery_installation' }, [{ name: 'IMG_0001.HEIC', bytes: heicPhoto() }, { name: 'side.png', bytes: await smallPng() }]));
    expect(res.status).toBe(201);
    const entry = (await res.json()) as Entry;
    expect(entry.photos.map((p) => [p.width, p.height])).toEqual([
      [96, 64],
      [320, 200],
    ]);
    const shown = await download(entry.photos[0]!.url, c.a1);
    const metadata = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 96, height: 64 });
  });

  it("keeps internal entries and their photos from the customer; the team sees them, newest first", async () => {
    const res = await post(entryForm({ body: 'Neighbour complained about the skip.', stage: 'site_preparation', internal: 'true' }, [{ name: 'skip.png', bytes: await smallPng() }]), c.adminA);
    expect(res.status).toBe(201);
    const internal = (await res.json()) as Entry;
    expect(internal.isInternal).toBe(true);

    const forCustomer = await list(c.a1);
    expect(forCustomer.map((e) => e.body)).toEqual(['Frame up.', 'Base laid and levelled.']);
    expect(JSON.stringify(forCustomer)).not.toContain('skip');
    expect(forCustomer.every((e) => e.photos.every((p) => p.originalUrl === undefined))).toBe(true);
    expect((await download(internal.photos[0]!.url, c.a1)).status).toBe(404);
    expect((await download(internal.photos[0]!.thumbnailUrl, c.a1)).status).toBe(404);

    const forStaff = await list(c.staffA);
    expect(forStaff.map((e) => e.body)).toEqual(['Neighbour complained about the skip.', 'Frame up.', 'Base laid and levelled.']);
    expect((await download(internal.photos[0]!.url, c.staffA)).status).toBe(200);
  });

  it('refuses another project\'s customer, another company\'s staff and anyone signed out, to read or post', async () => {
    expect((await t.request('GET', diaryPath, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', diaryPath, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', diaryPath)).status).toBe(401);
    expect((await download(gpsEntry.photos[0]!.url, c.a2)).status).toBe(404);
    expect((await t.request('GET', gpsEntry.photos[0]!.url, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);

    const form = () => entryForm({ body: 'Not mine', stage: 'manufacturing' });
    expect((await post(form(), c.a1)).status).toBe(403);
    expect((await post(form(), c.a2)).status).toBe(403);
    expect((await t.upload(diaryPath, form(), { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.upload(diaryPath, form())).status).toBe(401);
    expect((await list(c.staffA)).map((e) => e.body)).not.toContain('Not mine');
  });

  it('refuses eleven photos, a .jpg that is really a PDF, and a missing stage, storing nothing', async () => {
    const png = await smallPng();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: png }));
    const tooMany = await post(entryForm({ body: 'Lots', stage: 'manufacturing' }, eleven));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields.photos).toEqual(['Attach at most 10 photos.']);

    const disguised = await post(entryForm({ body: 'Sneaky', stage: 'manufacturing' }, [{ name: 'photo.jpg', bytes: sampleFiles.pdf }]));
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const noStage = await post(entryForm({ body: 'No stage' }, [{ name: 'a.png', bytes: png }]));
    expect(noStage.status).toBe(400);
    expect((await noStage.json()).error.fields.stage).toBeDefined();

    const asText = await post(entryForm({ body: 'Text photos', stage: 'manufacturing', photos: 'not a file' }));
    expect(asText.status).toBe(400);
    expect((await asText.json()).error.fields.photos).toEqual(['Attach each of the photos as a file.']);

    expect((await list(c.staffA)).map((e) => e.body)).not.toEqual(expect.arrayContaining(['Lots', 'Sneaky', 'No stage', 'Text photos']));
  });

  it('refuses a photo claiming more pixels than any camera takes, before decoding it', async () => {
    const res = await post(entryForm({ body: 'Bomb', stage: 'manufacturing' }, [{ name: 'huge.png', bytes: pngClaiming(30_000, 30_000) }]));
    expect(res.status).toBe(413);
    expect((await list(c.staffA)).map((e) => e.body)).not.toContain('Bomb');
  });

  it('takes an entry with text only', async () => {
    const res = await post(entryForm({ body: 'Waiting for the roofing felt.', stage: 'manufacturing', internal: 'false' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ photos: [], isInternal: false });
  });
});
