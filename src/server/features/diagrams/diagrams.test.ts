import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { sampleImages } from '../../lib/uploads/test/sample-images';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let diagramsPath: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  diagramsPath = `/api/projects/${world.projects.projectA1.id}/diagrams`;
});

describe('building diagrams', () => {
  let diagramId: string;
  let notesPath: string;

  it('are uploaded by the customer as images or PDFs, newest first', async () => {
    const first = await t.upload(diagramsPath, fileForm('layout.pdf', sampleFiles.pdf), { cookie: c.a1 });
    expect(first.status).toBe(201);
    const second = await t.upload(diagramsPath, fileForm('garden plan.png', sampleFiles.png), { cookie: c.a1 });
    expect(second.status).toBe(201);
    const diagram = await second.json();
    expect(diagram).toMatchObject({
      projectId: world.projects.projectA1.id,
      diagramUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      fileName: 'garden plan.png',
      mimeType: 'image/png',
      isCustomerUpload: true,
      uploaderName: 'a1',
    });
    diagramId = diagram.id;
    notesPath = `/api/diagrams/${diagramId}/notes`;

    const listed = await (await t.request('GET', diagramsPath, undefined, { cookie: c.staffA })).json();
    expect(listed.diagrams.map((d: { fileName: string }) => d.fileName)).toEqual(['garden plan.png', 'layout.pdf']);
    expect(listed.maxUploadBytes).toBe(t.config.uploadMaxBytes);
    const image = await t.request('GET', diagram.diagramUrl, undefined, { cookie: c.staffA });
    expect(image.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('uploaded by staff are marked as not the customer’s', async () => {
    const res = await t.upload(diagramsPath, fileForm('survey.jpg', sampleFiles.jpeg), { cookie: c.staffA });
    expect(res.status).toBe(201);
    expect((await res.json()).isCustomerUpload).toBe(false);
  });

  it('may be any image a browser draws: BMP and AVIF too', async () => {
    for (const [name, bytes, mimeType] of [
      ['site.bmp', sampleImages.bmp, 'image/bmp'],
      ['site.avif', sampleImages.avif, 'image/avif'],
    ] as const) {
      const res = await t.upload(diagramsPath, fileForm(name, bytes), { cookie: c.a1 });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ fileName: name, mimeType });
    }
  });

  it('are images or PDFs only', async () => {
    expect((await t.upload(diagramsPath, fileForm('plan.tiff', sampleImages.tiff), { cookie: c.a1 })).status).toBe(415);
    expect((await t.upload(diagramsPath, fileForm('plan.docx', sampleFiles.docx), { cookie: c.a1 })).status).toBe(415);
    expect((await t.upload(diagramsPath, fileForm('plan.heic', sampleFiles.heic), { cookie: c.a1 })).status).toBe(415);
    expect((await t.upload(diagramsPath, fileForm('plan.svg', sampleFiles.svg), { cookie: c.a1 })).status).toBe(415);
    expect((await t.upload(diagramsPath, fileForm('plan.png', sampleFiles.pdf), { cookie: c.a1 })).status).toBe(415);
  });

  it('take notes from the customer and staff, listed newest first with author and time', async () => {
    const mine = await t.request('POST', notesPath, { content: '  The shed moves 1 m left.  ' }, { cookie: c.a1 });
    expect(mine.status).toBe(201);
    expect(await mine.json()).toMatchObject({ diagramId: diagramId, userId: world.users.customerA1.id, authorName: 'a1', content: 'The shed moves 1 m left.' });
    expect((await t.request('POST', notesPath, { content: 'Noted, updating the plan.' }, { cookie: c.staffA })).status).toBe(201);

    for (const cookie of [c.a1, c.staffA]) {
      const { notes } = await (await t.request('GET', notesPath, undefined, { cookie })).json();
      expect(notes.map((n: { authorName: string; content: string }) => [n.authorName, n.content])).toEqual([
        ['staff-a', 'Noted, updating the plan.'],
        ['a1', 'The shed moves 1 m left.'],
      ]);
      expect(Number.isNaN(Date.parse(notes[0].createdAt))).toBe(false);
    }
  });

  it("refuse an empty note with the spec's message", async () => {
    const res = await t.request('POST', notesPath, { content: '   ' }, { cookie: c.a1 });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.content).toEqual(['Please log in and enter a note.']);
    expect((await t.request('POST', notesPath, {}, { cookie: c.a1 })).status).toBe(400);
  });

  it("are refused to another customer, another company's staff and anonymous callers", async () => {
    for (const [cookie, host] of [
      [c.a2, 'demo.localhost'],
      [c.staffB, 'acme.localhost'],
    ] as const) {
      expect((await t.request('GET', diagramsPath, undefined, { cookie, host })).status).toBe(404);
      expect((await t.upload(diagramsPath, fileForm('x.png', sampleFiles.png), { cookie, host })).status).toBe(404);
      expect((await t.request('GET', notesPath, undefined, { cookie, host })).status).toBe(404);
      expect((await t.request('POST', notesPath, { content: 'hi' }, { cookie, host })).status).toBe(404);
    }
    expect((await t.request('GET', diagramsPath)).status).toBe(401);
    expect((await t.upload(diagramsPath, fileForm('x.png', sampleFiles.png))).status).toBe(401);
    expect((await t.request('GET', notesPath)).status).toBe(401);
    expect((await t.request('POST', notesPath, { content: 'hi' })).status).toBe(401);
    expect((await t.request('GET', '/api/diagrams/not-an-id/notes', undefined, { cookie: c.a1 })).status).toBe(400);
  });
});
