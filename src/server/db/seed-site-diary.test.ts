import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../tests/setup/cookie-jar';
import { createTestApp, nextIp } from '../../../tests/setup/test-app';
import { createFileStorage } from '../lib/storage/file-storage';
import { seedDemo } from './seed';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ demoMode: true });
  await seedDemo(t.db, { storage: createFileStorage(t.config.storage) });
});

interface Entry {
  body: string;
  isInternal: boolean;
  photos: { url: string; thumbnailUrl: string }[];
}

/** A visitor's browser: signing in to the demo makes a copy of the demo company of its own, kept across sign-ins. */
function browser() {
  const jar = new CookieJar();
  const ip = nextIp();
  const request = async (method: string, path: string, body?: unknown) => jar.take(await t.request(method, path, body, { cookie: jar.header(), host: 'demo.localhost', ip }));
  const signIn = async (email: string) => {
    expect((await request('POST', '/api/auth/sign-in/email', { email, password: 'password123' })).status).toBe(200);
  };
  return { request, signIn };
}

describe("the demo's site diary", () => {
  it("shows the sample customer two entries with photos, newest first, and the team a third, internal one, in a visitor's copy too", async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    const projectId = ((await (await b.request('GET', '/api/me')).json()) as { projectId: string }).projectId;
    const forCustomer = (await (await b.request('GET', `/api/projects/${projectId}/diary`)).json()).entries as Entry[];
    expect(forCustomer.map((e) => e.body.split('.')[0])).toEqual(['Samples of the thermowood cladding and the anthracite window frame are ready for you to see before you approve the design', 'Site survey done']);
    expect(forCustomer.map((e) => e.photos.length)).toEqual([1, 2]);
    const shown = await b.request('GET', forCustomer[1]!.photos[0]!.url);
    expect(shown.status).toBe(200);
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200 });

    await b.request('POST', '/api/auth/sign-out', {});
    await b.signIn('staff@example.com');
    const forStaff = (await (await b.request('GET', `/api/projects/${projectId}/diary`)).json()).entries as Entry[];
    expect(forStaff.map((e) => e.isInternal)).toEqual([false, true, false]);
  });
});
