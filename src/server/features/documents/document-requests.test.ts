import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, filesUnder, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { todayInLondon } from '../../../shared/dates';
import { emailOutbox } from '../../db/schema/email';
import { documentRequests } from '../../db/schema/files';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let requestsPath: string;
let documentsPath: string;

const daysFromToday = (days: number) => {
  const date = new Date(`${todayInLondon()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  requestsPath = `/api/projects/${world.projects.projectA1.id}/document-requests`;
  documentsPath = `/api/projects/${world.projects.projectA1.id}/documents`;
});

type Request = { id: string; documentType: string; status: string; dueDate: string | null; document: { id: string; title: string; fileUrl: string } | null };
const list = async (cookie: string) => ((await (await t.request('GET', requestsPath, undefined, { cookie })).json()).requests as Request[]);

describe('document requests', () => {
  let sitePhotos: Request;

  it('are sent by staff with a type, description and due date', async () => {
    const res = await t.request('POST', requestsPath, { documentType: 'Site Photo', description: 'Two photos of the side access', dueDate: daysFromToday(7) }, { cookie: c.staffA });
    expect(res.status).toBe(201);
    sitePhotos = await res.json();
    expect(sitePhotos).toMatchObject({
      documentType: 'Site Photo',
      description: 'Two photos of the side access',
      dueDate: daysFromToday(7),
      status: 'open',
      requestedBy: world.users.staffA.id,
      requesterName: 'staff-a',
      document: null,
      fulfilledAt: null,
    });
    const noDate = await t.request('POST', requestsPath, { documentType: 'Planning Permission', description: '', dueDate: '' }, { cookie: c.staffA });
    expect(noDate.status).toBe(201);
    expect((await noDate.json()).dueDate).toBeNull();
  });

  it('email the customer what is needed, by when, and where to upload it', async () => {
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'document-requested'), eq(emailOutbox.toEmail, 'a1@example.test')));
    const sitePhotoEmail = emails.find((e) => e.subject.endsWith('please send us Site Photo'));
    expect(sitePhotoEmail).toBeDefined();
    expect(sitePhotoEmail!.textBody).toContain('Two photos of the side access');
    expect(sitePhotoEmail!.textBody).toMatch(/Please upload it by \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(sitePhotoEmail!.textBody).toMatch(/\/dashboard\?tab=documents/);
    expect(emails.filter((e) => e.subject.endsWith('please send us Planning Permission'))).toHaveLength(1);
  });

  it('need nothing filled in: a blank type is kept blank and read as "Document"', async () => {
    const a2RequestsPath = `/api/projects/${world.projects.projectA2.id}/document-requests`;
    const blank = await t.request('POST', a2RequestsPath, { documentType: '  ', description: '' }, { cookie: c.staffA });
    expect(blank.status).toBe(201);
    expect(await blank.json()).toMatchObject({ documentType: '', description: '', dueDate: null, status: 'open' });
    expect((await t.request('POST', a2RequestsPath, {}, { cookie: c.staffA })).status).toBe(201);

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'document-requested'), eq(emailOutbox.toEmail, 'a2@example.test')));
    expect(email!.subject).toMatch(/: please send us a document$/);
    expect(email!.textBody).toContain('we need a document from you.');
    const activity = await (await t.request('GET', '/api/activity', undefined, { cookie: c.a2 })).json();
    expect(JSON.stringify(activity)).toContain('Document requested: Document');
  });

  it('take any text a person would write, refusing only absurd lengths and dates that are not dates', async () => {
    const a2RequestsPath = `/api/projects/${world.projects.projectA2.id}/document-requests`;
    const long = await t.request('POST', a2RequestsPath, { documentType: 'T'.repeat(10_000), description: 'D'.repeat(10_000) }, { cookie: c.staffA });
    expect(long.status).toBe(201);
    const absurd = await t.request('POST', a2RequestsPath, { documentType: 'T'.repeat(10_001), description: 'D'.repeat(10_001) }, { cookie: c.staffA });
    expect(absurd.status).toBe(400);
    expect((await absurd.json()).error.fields).toEqual({
      documentType: ['Keep the document type under 10,000 characters'],
      description: ['Keep the description under 10,000 characters'],
    });
    expect((await t.request('POST', a2RequestsPath, { documentType: 'x', dueDate: '31/12/2026' }, { cookie: c.staffA })).status).toBe(400);
  });

  it('are not sent by customers', async () => {
    expect((await t.request('POST', requestsPath, { documentType: 'Site Photo' }, { cookie: c.a1 })).status).toBe(403);
  });

  it('show as overdue once the due date has passed, outstanding first by due date', async () => {
    await t.request('POST', requestsPath, { documentType: 'Building Regs', dueDate: daysFromToday(-1) }, { cookie: c.staffA });
    const requests = await list(c.a1);
    expect(requests.map((r) => [r.documentType, r.status])).toEqual([
      ['Building Regs', 'overdue'],
      ['Site Photo', 'open'],
      ['Planning Permission', 'open'],
    ]);
    expect(await list(c.staffA)).toEqual(requests);
  });

  it('are fulfilled by the customer uploading against them, with the document linked', async () => {
    const upload = await t.upload(documentsPath, fileForm('side-access.jpg', sampleFiles.jpeg, { requestId: sitePhotos.id }), { cookie: c.a1 });
    expect(upload.status).toBe(201);
    const doc = await upload.json();
    expect(doc).toMatchObject({ documentType: 'customer_upload', title: 'side-access.jpg' });

    const fulfilled = (await list(c.staffA)).find((r) => r.id === sitePhotos.id)!;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', document: { id: doc.id, title: 'side-access.jpg', fileUrl: doc.fileUrl } });
    expect((await list(c.a1)).at(-1)!.id).toBe(sitePhotos.id);
  });

  it('are fulfilled once: a second upload against one is refused and leaves no file behind', async () => {
    const storageDir = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
    const before = (await filesUnder(storageDir)).length;
    const again = await t.upload(documentsPath, fileForm('again.jpg', sampleFiles.jpeg, { requestId: sitePhotos.id }), { cookie: c.a1 });
    expect(again.status).toBe(409);
    const unknown = await t.upload(documentsPath, fileForm('x.jpg', sampleFiles.jpeg, { requestId: '00000000-0000-4000-8000-000000000000' }), { cookie: c.a1 });
    expect(unknown.status).toBe(404);
    expect((await filesUnder(storageDir)).length).toBe(before);
    const [row] = await t.db.select().from(documentRequests).where(eq(documentRequests.id, sitePhotos.id));
    expect(row!.documentId).not.toBeNull();
  });

  it("of another project cannot be fulfilled from this one", async () => {
    const a2Request = await (
      await t.request('POST', `/api/projects/${world.projects.projectA2.id}/document-requests`, { documentType: 'Deeds' }, { cookie: c.staffA })
    ).json();
    const res = await t.upload(documentsPath, fileForm('deeds.pdf', sampleFiles.pdf, { requestId: a2Request.id }), { cookie: c.a1 });
    expect(res.status).toBe(404);
  });

  it("are refused to another customer, another company's staff and anonymous callers", async () => {
    expect((await t.request('GET', requestsPath, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('POST', requestsPath, { documentType: 'x' }, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', requestsPath, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('POST', requestsPath, { documentType: 'x' }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', requestsPath)).status).toBe(401);
    expect((await t.request('POST', requestsPath, { documentType: 'x' })).status).toBe(401);
  });
});
