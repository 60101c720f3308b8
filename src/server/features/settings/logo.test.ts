import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, filesUnder, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { companies } from '../../db/schema/companies';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let storageDir: string;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;
const LOGO = '/api/settings/logo';

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  storageDir = (t.config.storage as { dir: string }).dir;
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const upload = (name: string, bytes: Uint8Array, cookie = c.adminA) => t.upload(LOGO, fileForm(name, bytes), { cookie });
const companyLogoUrl = async (host = 'demo.localhost') => (await (await t.request('GET', '/api/company', undefined, { host })).json()).logoUrl as string | null;

describe('uploading a logo', () => {
  it('stores a PNG, points the public branding at it and serves it to anyone, cacheable by version', async () => {
    const res = await upload('logo.png', sampleFiles.png);
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json();
    expect(logoUrl).toMatch(/^\/api\/company\/logo\?v=[0-9a-f-]{36}$/);
    expect(await companyLogoUrl()).toBe(logoUrl);

    // Anonymous: the logo is on the public site.
    const image = await t.request('GET', logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(sampleFiles.png);

    // An old or missing version is still answered, but checked again each time.
    const unversioned = await t.request('GET', '/api/company/logo');
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
    // Every other API answer stays uncacheable.
    expect((await t.request('GET', '/api/company')).headers.get('cache-control')).toBe('no-store');
  });

  it('replaces the previous logo with a new URL and removes its bytes', async () => {
    await upload('first.jpg', sampleFiles.jpeg);
    const before = await filesUnder(storageDir);
    const res = await upload('second.webp', sampleFiles.webp);
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json();
    expect((await t.request('GET', logoUrl)).headers.get('content-type')).toBe('image/webp');
    const after = await filesUnder(storageDir);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it.each([
    ['an SVG (it can carry script)', 'logo.svg', sampleFiles.svg, 415],
    ['HTML renamed .png', 'logo.png', sampleFiles.html, 415],
    ['a GIF', 'logo.gif', sampleFiles.gif, 415],
    ['a JPEG named .png', 'logo.png', sampleFiles.jpeg, 415],
    ['a file over the limit', 'huge.png', Buffer.concat([sampleFiles.png, Buffer.alloc(1024 * 1024)]), 413],
  ])('refuses %s and keeps the current logo and nothing of the upload', async (_label, name, bytes, status) => {
    const current = await companyLogoUrl();
    const stored = await filesUnder(storageDir);
    const res = await upload(name, bytes);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE');
    expect(await companyLogoUrl()).toBe(current);
    expect(await filesUnder(storageDir)).toEqual(stored);
  });

  it('takes a logo bigger than the JSON body limit: it streams through the upload path', async () => {
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(900 * 1024)]);
    expect(big.length).toBeGreaterThan(t.config.bodyLimitBytes);
    expect((await upload('big.png', big)).status).toBe(200);
  });

  it('caps a logo at 2 MB even where other uploads may be larger', async () => {
    const roomy = await createTestApp({ uploadMaxBytes: 25 * 1024 * 1024 });
    await createTwoTenantWorld(roomy.db);
    const cookie = await roomy.signIn('admin-a@example.test');
    expect((await (await roomy.request('GET', '/api/settings', undefined, { cookie })).json()).logoMaxBytes).toBe(2 * 1024 * 1024);
    const res = await roomy.upload(LOGO, fileForm('huge.png', Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024)])), { cookie });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('The file is too large: files can be at most 2 MB.');
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.upload(LOGO, new FormData(), { cookie: c.adminA });
    expect(res.status).toBe(400);
  });

  it('is refused to staff and customers (403), anonymous callers and another company’s session (401)', async () => {
    const stored = await filesUnder(storageDir);
    expect((await upload('logo.png', sampleFiles.png, c.staffA)).status).toBe(403);
    expect((await upload('logo.png', sampleFiles.png, c.a1)).status).toBe(403);
    expect((await t.upload(LOGO, fileForm('logo.png', sampleFiles.png))).status).toBe(401);
    expect((await upload('logo.png', sampleFiles.png, c.staffB)).status).toBe(401);
    expect((await t.upload(LOGO, fileForm('logo.png', sampleFiles.png), { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(403);
    expect(await filesUnder(storageDir)).toEqual(stored);
  });
});

describe('removing the logo', () => {
  it('is refused to staff and customers (403), anonymous callers and another company’s session (401)', async () => {
    expect((await t.request('DELETE', LOGO, undefined, { cookie: c.staffA })).status).toBe(403);
    expect((await t.request('DELETE', LOGO, undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('DELETE', LOGO)).status).toBe(401);
    expect((await t.request('DELETE', LOGO, undefined, { cookie: c.staffB })).status).toBe(401);
    expect(await companyLogoUrl()).not.toBeNull();
  });

  it('leaves no logo (the site draws its fallback) and deletes the bytes', async () => {
    await upload('logo.png', sampleFiles.png);
    const res = await t.request('DELETE', LOGO, undefined, { cookie: c.adminA });
    expect(res.status).toBe(200);
    expect((await res.json()).logoUrl).toBeNull();
    expect(await companyLogoUrl()).toBeNull();
    expect((await t.request('GET', '/api/company/logo')).status).toBe(404);
    expect(await filesUnder(storageDir)).toEqual([]);
  });
});

describe('a static logo file', () => {
  it('keeps working until replaced, and another company never serves this one’s logo', async () => {
    await t.db.update(companies).set({ logoUrl: '/brand/arbour-garden-rooms.svg' }).where(eq(companies.id, world.tenantA.company.id));
    expect(await companyLogoUrl()).toBe('/brand/arbour-garden-rooms.svg');
    expect((await (await t.request('GET', '/api/settings', undefined, { cookie: c.staffA })).json()).logoUrl).toBe('/brand/arbour-garden-rooms.svg');

    const { logoUrl } = await (await upload('logo.png', sampleFiles.png)).json();
    expect(await companyLogoUrl()).toBe(logoUrl);
    expect((await t.request('GET', logoUrl, undefined, { host: 'acme.localhost' })).status).toBe(404);
  });
});
