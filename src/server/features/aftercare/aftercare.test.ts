import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../shared/dates';
import { aftercareRequests } from '../../db/schema/aftercare';
import { emailOutbox } from '../../db/schema/email';
import { projects } from '../../db/schema/projects';
import { sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { heicPhoto, jpegWithGps, smallPng } from '../site-diary/test-photos';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB' | 'b1', string>;
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  c.b1 = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
  // A1's project is completed by staff, as on the project page; A2's is still being built.
  const done = await t.request('PATCH', `/api/projects/${world.projects.projectA1.id}`, { stage: 'completed' }, { cookie: c.staffA });
  expect(done.status).toBe(200);
});

const a1Project = () => world.projects.projectA1.id;
const listPath = (projectId = a1Project()) => `/api/projects/${projectId}/aftercare-requests`;
const report = (cookie: string, body: unknown = { category: 'leak', description: 'Water drips by the door after rain.', preferredDays: ['fri', 'mon'] }, projectId = a1Project()) =>
  t.request('POST', listPath(projectId), body, { cookie });
const change = (id: string, body: unknown, cookie = c.staffA, host?: string) => t.request('PATCH', `/api/aftercare-requests/${id}`, body, { cookie, host });
const reported = async (description = 'Water drips by the door after rain.') => (await (await report(c.a1, { category: 'leak', description })).json()) as { id: string };
const aftercareOf = async (cookie: string, projectId = a1Project()) => (await t.request('GET', listPath(projectId), undefined, { cookie })).json();

describe('reporting a problem', () => {
  it('lets the customer of a completed project report one, which staff and the customer then see, with the response target', async () => {
    const res = await report(c.a1);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ category: 'leak', status: 'open', triage: null, visit: null, preferredDays: ['mon', 'fri'], answered: false, pastTarget: false, replies: [] });
    expect(Date.parse(created.respondBy) - Date.parse(created.createdAt)).toBe(24 * 3600_000);
    for (const cookie of [c.a1, c.staffA]) {
      const seen = await aftercareOf(cookie);
      expect(seen.requests.map((r: { id: string }) => r.id)).toContain(created.id);
      expect(seen).toMatchObject({ completed: true, completedOn: todayInLondon(), responseTargetHours: 24 });
    }
  });

  it('is refused with 409 while the project is not completed, and says why', async () => {
    const res = await report(c.a2, undefined, world.projects.projectA2.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('once your project is completed') });
    expect((await aftercareOf(c.a2, world.projects.projectA2.id)).requests).toEqual([]);
  });

  it('refuses staff (403), bad input (400 with fields), and anyone but the project’s customer and its company’s staff', async () => {
    expect((await report(c.staffA)).status).toBe(403);
    const bad = await report(c.a1, { category: 'roof', description: '  ', preferredDays: ['sun'] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toMatchObject({ category: [expect.any(String)], description: ['Tell us what is wrong'] });
    // Another project's customer, another company's staff, an anonymous caller.
    expect((await report(c.a2)).status).toBe(404);
    expect((await t.request('GET', listPath(), undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', listPath(), undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('POST', listPath(), { category: 'leak', description: 'x' }, { cookie: c.b1, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', listPath(), undefined, { cookie: c.staffB })).status).toBe(401); // a session on another company's host is nobody
    expect((await t.request('GET', listPath())).status).toBe(401);
    expect((await t.request('POST', listPath(), { category: 'leak', description: 'x' })).status).toBe(401);
    const count = await t.db.select({ n: sql<number>`count(*)::int` }).from(aftercareRequests).where(eq(aftercareRequests.description, 'x'));
    expect(count[0]!.n).toBe(0);
  });
});

describe('staff working a request', () => {
  it('triage, reply, book a visit that appears in the schedule, and close; the customer sees each step and is emailed each', async () => {
    const { id } = await reported('The door sticks in the frame.');
    const triaged = await change(id, { action: 'triage', triage: 'under_guarantee' });
    expect(triaged.status).toBe(200);
    expect(await triaged.json()).toMatchObject({ triage: 'under_guarantee', answered: true, pastTarget: false });

    expect((await change(id, { action: 'reply', content: 'We will plane the door.\n<b>No charge.</b>' })).status).toBe(200);
    const date = isoDay(9);
    const booked = await change(id, { action: 'visit', date, slot: 'morning' });
    expect(booked.status).toBe(200);
    expect((await booked.json()).visit).toMatchObject({ date, slot: 'morning' });

    const schedule = await (await t.request('GET', `/api/schedule?from=${isoDay(0)}&to=${isoDay(20)}`, undefined, { cookie: c.staffA })).json();
    expect(schedule.events).toContainEqual(expect.objectContaining({ kind: 'aftercare', date, slot: 'morning', projectId: a1Project(), notes: expect.stringContaining('The door sticks') }));

    // Moving the visit moves the same booking, not a second one.
    const later = isoDay(12);
    await change(id, { action: 'visit', date: later, slot: 'afternoon' });
    const moved = await (await t.request('GET', `/api/schedule?from=${isoDay(0)}&to=${isoDay(20)}`, undefined, { cookie: c.staffA })).json();
    expect(moved.events.filter((e: { kind: string; notes: string | null }) => e.kind === 'aftercare' && e.notes?.includes('The door sticks')).map((e: { date: string }) => e.date)).toEqual([later]);

    const closed = await change(id, { action: 'close', note: 'Door planed and rehung.' });
    expect(await closed.json()).toMatchObject({ status: 'closed', closingNote: 'Door planed and rehung.' });
    expect((await change(id, { action: 'triage', triage: 'chargeable' })).status).toBe(409);

    const mine = (await aftercareOf(c.a1)).requests.find((r: { id: string }) => r.id === id);
    expect(mine).toMatchObject({
      status: 'closed',
      triage: 'under_guarantee',
      visit: { date: later, slot: 'afternoon' },
      replies: [{ content: 'We will plane the door.\n<b>No charge.</b>', authorName: expect.any(String) }],
      closingNote: 'Door planed and rehung.',
    });

    const emails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'aftercare-update'), eq(emailOutbox.toEmail, 'a1@example.test')));
    const subjects = emails.map((e) => e.subject);
    expect(subjects.filter((s) => s.includes('we have assessed'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('reply about'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('visit booked'))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes('is closed'))).toHaveLength(1);
    const reply = emails.find((e) => e.subject.includes('reply about'))!;
    expect(reply.textBody).toContain('We will plane the door.\n<b>No charge.</b>');
    expect(reply.htmlBody).toContain('&lt;b&gt;No charge.&lt;/b&gt;');
    expect(reply.textBody).toContain('/dashboard#aftercare');
  });

  it('flags a request with no staff answer once the response target has passed, until staff answer', async () => {
    const { id } = await reported('Socket by the desk is dead.');
    await t.db.update(aftercareRequests).set({ createdAt: sql`now() - make_interval(hours => 25)` }).where(eq(aftercareRequests.id, id));
    const late = (await aftercareOf(c.staffA)).requests.find((r: { id: string }) => r.id === id);
    expect(late).toMatchObject({ pastTarget: true, answered: false });
    await change(id, { action: 'reply', content: 'An electrician will call you today.' });
    expect((await aftercareOf(c.staffA)).requests.find((r: { id: string }) => r.id === id)).toMatchObject({ pastTarget: false, answered: true });
  });

  it('refuses customers, another company’s staff, anonymous callers and invalid changes', async () => {
    const { id } = await reported('Paint is peeling.');
    expect((await change(id, { action: 'close' }, c.a1)).status).toBe(403);
    expect((await change(id, { action: 'close' }, c.a2)).status).toBe(404);
    expect((await change(id, { action: 'close' }, c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await change(id, { action: 'close' }, c.staffB)).status).toBe(401);
    expect((await t.request('PATCH', `/api/aftercare-requests/${id}`, { action: 'close' })).status).toBe(401);
    const unknown = await change(id, { action: 'delete' });
    expect(unknown.status).toBe(400);
    expect((await change(id, { action: 'triage', triage: 'maybe' })).status).toBe(400);
    const past = await change(id, { action: 'visit', date: isoDay(-3) });
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields).toEqual({ date: ['Choose today or a later date.'] });
    expect((await change('not-a-uuid', { action: 'close' })).status).toBe(400);
    expect((await aftercareOf(c.a1)).requests.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'open', triage: null, visit: null });
    const emails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'aftercare-update'), sql`${emailOutbox.textBody} like '%Paint%'`));
    expect(emails).toEqual([]);
  });
});

describe('guarantee periods', () => {
  it('default to 10 years for the structure and 2 for workmanship, ending that long after completion', async () => {
    await t.db.update(projects).set({ completedOn: '2024-02-29' }).where(eq(projects.id, a1Project()));
    const { guarantees, completedOn } = await aftercareOf(c.a1);
    expect(completedOn).toBe('2024-02-29');
    expect(guarantees).toEqual([
      { kind: 'structure', label: 'Structure', years: 10, endsOn: '2034-02-28' },
      { kind: 'workmanship', label: 'Workmanship', years: 2, endsOn: '2026-02-28' },
    ]);
    expect(await (await t.request('GET', '/api/settings/guarantees', undefined, { cookie: c.staffA })).json()).toEqual({ structureYears: 10, workmanshipYears: 2 });
  });

  it('are the company’s own, set by an admin in whole years, and apply at once', async () => {
    await t.db.update(projects).set({ completedOn: '2025-06-01' }).where(eq(projects.id, a1Project()));
    const put = (cookie: string | undefined, body: unknown, host?: string) => t.request('PUT', '/api/settings/guarantees', body, { cookie, host });
    expect((await put(c.staffA, { structureYears: 15, workmanshipYears: 5 })).status).toBe(403);
    expect((await put(c.a1, { structureYears: 15, workmanshipYears: 5 })).status).toBe(403);
    expect((await put(undefined, { structureYears: 15, workmanshipYears: 5 })).status).toBe(401);
    expect((await put(c.adminA, { structureYears: 2.5, workmanshipYears: 5 })).status).toBe(400);
    expect((await put(c.adminA, { structureYears: 51, workmanshipYears: 5 })).status).toBe(400);
    const saved = await put(c.adminA, { structureYears: 15, workmanshipYears: 5 });
    expect(saved.status).toBe(200);
    expect((await aftercareOf(c.a1)).guarantees.map((g: { endsOn: string }) => g.endsOn)).toEqual(['2040-06-01', '2030-06-01']);
    expect(await (await t.request('GET', '/api/settings/guarantees', undefined, { cookie: c.staffB, host: 'acme.localhost' })).json()).toEqual({ structureYears: 10, workmanshipYears: 2 });
    expect((await t.request('GET', '/api/settings/guarantees', undefined, { cookie: c.a1 })).status).toBe(403);
  });

  it('have no end date before the project is completed', async () => {
    const { completed, completedOn, guarantees } = await aftercareOf(c.a2, world.projects.projectA2.id);
    expect({ completed, completedOn }).toEqual({ completed: false, completedOn: null });
    expect(guarantees.every((g: { endsOn: string | null }) => g.endsOn === null)).toBe(true);
  });
});

describe('photos on a report', () => {
  interface Photo {
    thumbnailUrl: string;
    url: string;
    width: number;
    height: number;
    originalUrl?: string;
  }
  const form = (photos: { name: string; bytes: Uint8Array }[], fields: Record<string, string> = { category: 'door_window', description: 'The door sticks at the top.', preferredDays: 'tue,mon' }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const photo of photos) body.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: 'application/octet-stream' }));
    return body;
  };
  const send = (body: FormData, cookie = c.a1) => t.upload(listPath(), body, { cookie });
  const download = (url: string, cookie: string, host?: string) => t.request('GET', url, undefined, { cookie, host });

  it('takes two photos with the report, shown to the customer and the team in two sizes without the GPS position; the original is the team’s', async () => {
    const original = await jpegWithGps();
    const res = await send(form([{ name: 'door.jpg', bytes: original }, { name: 'IMG_0002.HEIC', bytes: heicPhoto() }]));
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; category: string; preferredDays: string[]; photos: Photo[] };
    expect(created).toMatchObject({ category: 'door_window', preferredDays: ['mon', 'tue'] });
    expect(created.photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 960],
      [96, 64],
    ]);
    // The customer's own view has no originals; the team's has them.
    const customerView = (await aftercareOf(c.a1)).requests.find((r: { id: string }) => r.id === created.id);
    expect(customerView.photos).toHaveLength(2);
    expect(customerView.photos[0].originalUrl).toBeUndefined();
    const staffView = (await aftercareOf(c.staffA)).requests.find((r: { id: string }) => r.id === created.id);
    const photo = staffView.photos[0] as Photo;
    expect(photo.originalUrl).toMatch(/^\/api\/files\//);

    for (const cookie of [c.a1, c.staffA]) {
      for (const [url, width] of [[photo.thumbnailUrl, 480], [photo.url, 1600]] as const) {
        const shown = await download(url, cookie);
        expect(shown.status).toBe(200);
        expect(shown.headers.get('content-type')).toBe('image/webp');
        const metadata = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.exif).toBeUndefined();
      }
    }
    const kept = await download(photo.originalUrl!, c.staffA);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(original)).toBe(true);
    expect((await download(photo.originalUrl!, c.a1)).status).toBe(404);

    // Another project's customer, another company's staff and anyone signed out never read them.
    for (const url of [photo.thumbnailUrl, photo.url]) {
      expect((await download(url, c.a2)).status).toBe(404);
      expect((await download(url, c.staffB, 'acme.localhost')).status).toBe(404);
      expect((await t.request('GET', url)).status).toBe(401);
    }
  });

  it('refuses six photos (400) and a .jpg that is really a PDF (415), and writes no request', async () => {
    const before = (await aftercareOf(c.a1)).requests.length;
    const png = await smallPng();
    const six = await send(form(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: png }))));
    expect(six.status).toBe(400);
    expect((await six.json()).error.fields.photos).toEqual(['Attach at most 5 photos.']);
    const disguised = await send(form([{ name: 'crack.jpg', bytes: sampleFiles.pdf }]));
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const noCategory = await send(form([{ name: 'a.png', bytes: png }], { description: 'No category' }));
    expect(noCategory.status).toBe(400);
    expect((await noCategory.json()).error.fields.category).toBeDefined();
    expect((await aftercareOf(c.a1)).requests).toHaveLength(before);
  });

  it('takes a report as a form without photos, and refuses staff before reading any photo', async () => {
    const res = await send(form([]));
    expect(res.status).toBe(201);
    expect((await res.json()).photos).toEqual([]);
    expect((await send(form([{ name: 'a.png', bytes: await smallPng() }]), c.staffA)).status).toBe(403);
  });
});
