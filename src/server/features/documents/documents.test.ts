import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'adminA' | 'staffB', string>;
let documentsPath: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  documentsPath = `/api/projects/${world.projects.projectA1.id}/documents`;
});

const list = async (cookie: string) => (await (await t.request('GET', documentsPath, undefined, { cookie })).json()) as { documents: Record<string, unknown>[]; maxUploadBytes: number };

describe('project documents', () => {
  it("take a customer's upload as the spec says: titled with the file name, customer_upload, 'Uploaded by customer'", async () => {
    const res = await t.upload(documentsPath, fileForm('Site photo 1.png', sampleFiles.png), { cookie: c.a1 });
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({
      projectId: world.projects.projectA1.id,
      title: 'Site photo 1.png',
      documentType: 'customer_upload',
      description: 'Uploaded by customer',
      fileUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      fileName: 'Site photo 1.png',
      mimeType: 'image/png',
      uploadedBy: world.users.customerA1.id,
      uploaderName: 'a1',
    });
    expect(new Date(doc.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('let staff upload a document of any type with their own title and description', async () => {
    const form = fileForm('contract-v2.pdf', sampleFiles.pdf, { documentType: 'contract', title: 'Signed contract', description: 'Countersigned copy' });
    const res = await t.upload(documentsPath, form, { cookie: c.staffA });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ title: 'Signed contract', documentType: 'contract', description: 'Countersigned copy', fileName: 'contract-v2.pdf' });

    const permit = await (await t.upload(documentsPath, fileForm('permit.docx', sampleFiles.docx, { documentType: 'permit', title: '' }), { cookie: c.adminA })).json();
    expect(permit).toMatchObject({ title: 'permit.docx', documentType: 'permit', description: null });
    const plain = await (await t.upload(documentsPath, fileForm('notes.pdf', sampleFiles.pdf), { cookie: c.staffA })).json();
    expect(plain.documentType).toBe('document');
  });

  it('are listed newest first, the same for the customer and staff, with the upload limit', async () => {
    const forCustomer = await list(c.a1);
    expect(forCustomer.documents.map((d) => d.title)).toEqual(['notes.pdf', 'permit.docx', 'Signed contract', 'Site photo 1.png']);
    expect(forCustomer.maxUploadBytes).toBe(t.config.uploadMaxBytes);
    expect((await list(c.staffA)).documents).toEqual(forCustomer.documents);
  });

  it("refuse a customer's choice of title, description or type, and bad fields, keeping nothing", async () => {
    const before = (await list(c.a1)).documents.length;
    expect((await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { documentType: 'contract' }), { cookie: c.a1 })).status).toBe(403);
    // A customer's upload is always titled with its file name (the product's data model).
    const titled = await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { title: 'Signed contract' }), { cookie: c.a1 });
    expect(titled.status).toBe(403);
    expect((await titled.json()).error).toEqual({ code: 'FORBIDDEN', message: 'Only staff choose the title, type or description of a document.' });
    expect((await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { description: 'Mine' }), { cookie: c.a1 })).status).toBe(403);
    const staffCustomerUpload = await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { documentType: 'customer_upload' }), { cookie: c.staffA });
    expect(staffCustomerUpload.status).toBe(400);
    const badType = await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { documentType: 'invoice' }), { cookie: c.staffA });
    expect(badType.status).toBe(400);
    expect((await badType.json()).error.fields.documentType).toEqual(['Choose contract, report, document or permit']);
    const longTitle = await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf, { title: 't'.repeat(201) }), { cookie: c.staffA });
    expect(longTitle.status).toBe(400);
    expect((await list(c.a1)).documents).toHaveLength(before);
    // An empty field (as a form sends it) is no choice at all.
    const blankTitle = await t.upload(documentsPath, fileForm('blank title.pdf', sampleFiles.pdf, { title: ' ', documentType: 'customer_upload' }), { cookie: c.a1 });
    expect(blankTitle.status).toBe(201);
    expect(await blankTitle.json()).toMatchObject({ title: 'blank title.pdf', documentType: 'customer_upload' });
  });

  it('record the upload in the activity feed the customer sees', async () => {
    const activity = await (await t.request('GET', '/api/activity', undefined, { cookie: c.a1 })).json();
    expect(JSON.stringify(activity)).toContain('Document uploaded: Site photo 1.png');
  });

  it("are refused to another customer, another company's staff and anonymous callers", async () => {
    expect((await t.request('GET', documentsPath, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf), { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', documentsPath, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf), { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', documentsPath)).status).toBe(401);
    expect((await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf))).status).toBe(401);
  });

  it('refuse an upload from another site', async () => {
    const res = await t.upload(documentsPath, fileForm('x.pdf', sampleFiles.pdf), { cookie: c.a1, headers: { origin: 'http://acme.localhost' } });
    expect(res.status).toBe(403);
  });
});
