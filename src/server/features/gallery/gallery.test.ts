import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, filesUnder } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { GalleryAdminItem, GalleryAdminList, GalleryList } from '../../../shared/schemas/gallery';
import { galleryItems } from '../../db/schema/site';
import { seedGallery } from '../../db/seed-gallery';
import { LocalFileStorage } from '../../lib/storage/local-file-storage';
import { testPhotos } from './test-photos';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let storageDir: string;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;
const ACME = { host: 'acme.localhost' };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  storageDir = (t.config.storage as { dir: string }).dir;
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, ACME);
});

async function addPhoto(caption: string, category = 'garden_room', cookie = c.staffA, host?: string): Promise<GalleryAdminItem> {
  const res = await t.upload('/api/gallery', fileForm('photo.png', await testPhotos.png(1000, 700), { caption, category }), { cookie, host });
  expect(res.status).toBe(201);
  return (await res.json()) as GalleryAdminItem;
}
const patch = (id: string, body: unknown, cookie = c.staffA, host?: string) => t.request('PATCH', `/api/gallery/${id}`, body, { cookie, host });
const publicList = async (query = '', host?: string) => ((await (await t.request('GET', `/api/gallery${query}`, undefined, { host })).json()) as GalleryList).items;
const adminList = async (cookie = c.staffA) => (await (await t.request('GET', '/api/gallery/admin', undefined, { cookie })).json()) as GalleryAdminList;
const urlsOf = (item: { srcset: string }) => item.srcset.split(', ').map((entry) => entry.split(' ')[0]!);
const fileIdOf = (url: string) => url.split('/').pop()!;

describe('the public gallery', () => {
  it('shows only published photos, in order, with their sizes; a change shows at once', async () => {
    const room = await addPhoto('Oak garden room');
    const office = await addPhoto('Home office with a view', 'home_office');
    expect(await publicList()).toEqual([]);

    expect((await patch(room.id, { isPublished: true })).status).toBe(200);
    expect((await patch(office.id, { isPublished: true })).status).toBe(200);
    const items = await publicList();
    expect(items.map((item) => item.caption)).toEqual(['Oak garden room', 'Home office with a view']);
    expect(items[0]).toEqual({ id: room.id, src: room.src, srcset: room.srcset, width: 1000, height: 700, caption: 'Oak garden room', category: 'garden_room' });
    expect((await publicList('?category=home_office')).map((item) => item.id)).toEqual([office.id]);
    expect(await publicList('?category=studio')).toEqual([]);
    expect((await t.request('GET', '/api/gallery?category=shed')).status).toBe(400);

    expect((await patch(office.id, { isPublished: false })).status).toBe(200);
    expect((await publicList()).map((item) => item.id)).toEqual([room.id]);
  });

  it('serves the sizes of a published photo to anyone, cacheable for good, and nothing else', async () => {
    const item = await addPhoto('Studio with skylights', 'studio');
    const [smallest] = urlsOf(item);

    // Unpublished: the public is told it does not exist; staff see it, kept out of shared caches.
    expect((await t.request('GET', smallest!)).status).toBe(404);
    const forStaff = await t.request('GET', smallest!, undefined, { cookie: c.staffA });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');

    await patch(item.id, { isPublished: true });
    const image = await t.request('GET', smallest!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe('sandbox');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The original keeps the camera's metadata: staff only, published or not.
    const [row] = await t.db.select().from(galleryItems).where(eq(galleryItems.id, item.id));
    expect((await t.request('GET', `/api/gallery/images/${row!.fileId}`)).status).toBe(404);
    expect((await t.request('GET', `/api/gallery/images/${row!.fileId}`, undefined, { cookie: c.staffA })).headers.get('content-type')).toBe('image/png');

    // Another company's host, a project file's id, an unknown id, a malformed one.
    expect((await t.request('GET', smallest!, undefined, ACME)).status).toBe(404);
    expect((await t.request('GET', smallest!, undefined, { cookie: c.staffB, ...ACME })).status).toBe(404);
    const projectFile = await t.upload(`/api/projects/${world.projects.projectA1.id}/documents`, fileForm('plan.png', await testPhotos.png()), { cookie: c.staffA });
    const projectFileId = fileIdOf((await projectFile.json()).fileUrl as string);
    expect((await t.request('GET', `/api/gallery/images/${projectFileId}`, undefined, { cookie: c.staffA })).status).toBe(404);
    expect((await t.request('GET', `/api/gallery/images/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.request('GET', '/api/gallery/images/not-an-id')).status).toBe(400);
    // Errors are never cached.
    expect((await t.request('GET', smallest!, undefined, ACME)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('managing the gallery', () => {
  it('changes captions and categories, and checks them', async () => {
    const item = await addPhoto('Before');
    const res = await patch(item.id, { caption: '  After  ', category: 'studio' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ caption: 'After', category: 'studio' });
    expect((await patch(item.id, { caption: '' })).status).toBe(400);
    expect((await patch(item.id, { category: 'shed' })).status).toBe(400);
    expect((await patch(item.id, {})).status).toBe(400);
    expect((await patch(item.id, { fileId: crypto.randomUUID() })).status).toBe(400);
    expect((await patch(item.id, { position: -1 })).status).toBe(400);
    expect((await patch(crypto.randomUUID(), { caption: 'x' })).status).toBe(404);
  });

  it('moves a photo to a place in the list, renumbering the rest', async () => {
    const ids = (await adminList()).items.map((item) => item.id);
    const last = ids[ids.length - 1]!;
    const res = await patch(last, { position: 0 });
    expect(res.status).toBe(200);
    expect((await res.json()).position).toBe(0);
    const after = (await adminList()).items;
    expect(after.map((item) => item.id)).toEqual([last, ...ids.slice(0, -1)]);
    expect(after.map((item) => item.position)).toEqual(after.map((_, index) => index));

    // Past the end means last.
    expect((await patch(last, { position: 9999 })).status).toBe(200);
    expect((await adminList()).items.map((item) => item.id)).toEqual(ids);
  });

  it('deletes a photo with every size of it', async () => {
    const before = await filesUnder(storageDir);
    const item = await addPhoto('Short-lived');
    expect((await filesUnder(storageDir)).length).toBe(before.length + 1 + urlsOf(item).length);
    const res = await t.request('DELETE', `/api/gallery/${item.id}`, undefined, { cookie: c.adminA });
    expect(res.status).toBe(204);
    expect(await filesUnder(storageDir)).toEqual(before);
    expect((await adminList()).items.map((i) => i.id)).not.toContain(item.id);
    expect((await t.request('GET', urlsOf(item)[0]!, undefined, { cookie: c.staffA })).status).toBe(404);
    expect((await t.request('DELETE', `/api/gallery/${item.id}`, undefined, { cookie: c.adminA })).status).toBe(404);
  });

  it('tells staff the upload limit', async () => {
    expect((await adminList()).maxUploadBytes).toBe(t.config.uploadMaxBytes);
  });
});

describe('who may manage the gallery', () => {
  it('refuses customers (403), anonymous callers (401) and another company’s staff on this host (401)', async () => {
    const item = await addPhoto('Guarded');
    const png = await testPhotos.png();
    const attempts = (cookie?: string) => [
      t.upload('/api/gallery', fileForm('x.png', png, { caption: 'x', category: 'studio' }), { cookie }),
      t.request('GET', '/api/gallery/admin', undefined, { cookie }),
      t.request('PATCH', `/api/gallery/${item.id}`, { isPublished: true }, { cookie }),
      t.request('DELETE', `/api/gallery/${item.id}`, undefined, { cookie }),
    ];
    for (const [cookie, status] of [
      [c.a1, 403],
      [undefined, 401],
      [c.staffB, 401],
    ] as const) {
      const answers = await Promise.all(attempts(cookie));
      expect(answers.map((res) => res.status)).toEqual([status, status, status, status]);
    }
    expect((await adminList()).items.find((i) => i.id === item.id)).toMatchObject({ isPublished: false, caption: 'Guarded' });
  });

  it("shows another company's staff nothing of this company's on their own host", async () => {
    const item = await addPhoto('Only for A');
    await patch(item.id, { isPublished: true });
    const theirs = await addPhoto('Acme cabin', 'studio', c.staffB, ACME.host);
    const list = (await (await t.request('GET', '/api/gallery/admin', undefined, { cookie: c.staffB, ...ACME })).json()) as GalleryAdminList;
    expect(list.items.map((i) => i.id)).toEqual([theirs.id]);
    expect(await publicList('', ACME.host)).toEqual([]);
    expect((await patch(item.id, { isPublished: false }, c.staffB, ACME.host)).status).toBe(404);
    expect((await t.request('DELETE', `/api/gallery/${item.id}`, undefined, { cookie: c.staffB, ...ACME })).status).toBe(404);
    expect((await t.request('GET', urlsOf(item)[0]!, undefined, { cookie: c.staffB, ...ACME })).status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('draws published photos of every category, with their sizes', async () => {
    const company = world.tenantB.company;
    const storage = new LocalFileStorage(storageDir);
    await seedGallery(t.db, storage, company, world.users.staffB);
    const items = await publicList('', ACME.host);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(['garden_room', 'home_office', 'studio']));
    for (const item of items) {
      expect(item.caption).not.toBe('');
      expect(urlsOf(item).length).toBeGreaterThanOrEqual(3);
    }
    expect((await t.request('GET', items[0]!.src, undefined, ACME)).status).toBe(200);
  });
});
