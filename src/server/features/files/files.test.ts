import { count, eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, filesUnder, largePdf, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { documents, storedFiles } from '../../db/schema/files';
import { sampleImages } from '../../lib/uploads/test/sample-images';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let documentsPath: string;
let storageDir: string;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 256 * 1024 });
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  documentsPath = `/api/projects/${world.projects.projectA1.id}/documents`;
  storageDir = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
});

async function uploadAsA1(name: string, bytes: Uint8Array) {
  return t.upload(documentsPath, fileForm(name, bytes), { cookie: c.a1 });
}

async function rowCounts() {
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  const [docs] = await t.db.select({ n: count() }).from(documents);
  return { files: files!.n, documents: docs!.n, onDisk: (await filesUnder(storageDir)).length };
}

describe('uploads are checked by their bytes', () => {
  it.each([
    ['photo.png', 'image/png', sampleFiles.png],
    ['photo.JPG', 'image/jpeg', sampleFiles.jpeg],
    ['photo.jpeg', 'image/jpeg', sampleFiles.jpeg],
    ['anim.gif', 'image/gif', sampleFiles.gif],
    ['site.webp', 'image/webp', sampleFiles.webp],
    ['iphone.heic', 'image/heic', sampleFiles.heic],
    ['scan.bmp', 'image/bmp', sampleImages.bmp],
    ['scan.TIFF', 'image/tiff', sampleImages.tiff],
    ['photo.avif', 'image/avif', sampleImages.avif],
    ['plan.pdf', 'application/pdf', sampleFiles.pdf],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sampleFiles.docx],
    ['old-letter.doc', 'application/msword', sampleFiles.doc],
  ])('accepts %s and stores it as %s', async (name, mimeType, bytes) => {
    const res = await uploadAsA1(name, bytes);
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({ fileName: name, mimeType: mimeType, sizeBytes: bytes.length });
    const download = await t.request('GET', doc.fileUrl, undefined, { cookie: c.a1 });
    expect(download.headers.get('content-type')).toBe(mimeType);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it.each([
    ['a PNG renamed .pdf', 'scan.pdf', sampleFiles.png, /not those of a \.pdf file/],
    ['an .exe renamed .jpg', 'holiday.jpg', sampleFiles.exe, /not those of a \.jpg file/],
    ['an HTML page renamed .png', 'cute.png', sampleFiles.html, /not those of a \.png file/],
    ['an SVG with a script', 'logo.svg', sampleFiles.svg, /Upload an image, PDF, DOC or DOCX file/],
    ['an HTML page', 'page.html', sampleFiles.html, /Upload an image, PDF, DOC or DOCX file/],
    ['a file with no extension', 'README', sampleFiles.pdf, /Upload an image, PDF, DOC or DOCX file/],
  ])('refuses %s with 415 and keeps nothing', async (_what, name, bytes, message) => {
    const before = await rowCounts();
    const res = await uploadAsA1(name, bytes);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(message) });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an empty file with 400', async () => {
    const before = await rowCounts();
    const res = await uploadAsA1('empty.pdf', new Uint8Array());
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ file: ['The file is empty.'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a file over the limit with 413 while streaming, and the partial object is gone', async () => {
    const before = await rowCounts();
    const res = await uploadAsA1('huge.pdf', largePdf(256 * 1024 + 1));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: files can be at most 256 KB.' });
    expect(await rowCounts()).toEqual(before);
    // Exactly at the limit is fine.
    expect((await uploadAsA1('limit.pdf', largePdf(256 * 1024))).status).toBe(201);
  });

  it('refuses a form that goes on well past the file limit, whatever it carries', async () => {
    const before = await rowCounts();
    const res = await t.upload(documentsPath, fileForm('small.pdf', sampleFiles.pdf, { description: 'x'.repeat(400 * 1024) }), { cookie: c.a1 });
    expect(res.status).toBe(413);
    const fileFirst = fileForm('small.pdf', largePdf(200 * 1024));
    fileFirst.append('description', 'x'.repeat(400 * 1024));
    expect((await t.upload(documentsPath, fileFirst, { cookie: c.a1 })).status).toBe(413);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that declares itself too large before reading it', async () => {
    const res = await t.request('POST', documentsPath, 'x', {
      cookie: c.a1,
      headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(10 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it('refuses a form without a file, or a body that is not a form', async () => {
    const form = new FormData();
    form.append('title', 'No file here');
    const noFile = await t.upload(documentsPath, form, { cookie: c.a1 });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.fields).toEqual({ file: ['Choose a file to upload.'] });
    expect((await t.request('POST', documentsPath, { file: 'plan.pdf' }, { cookie: c.a1 })).status).toBe(415);
    const broken = await t.request('POST', documentsPath, '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4', {
      cookie: c.a1,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.status).toBe(400);
  });

  it('keeps hostile and long names as metadata only', async () => {
    const traversal = await (await uploadAsA1('../../../etc/passwd.pdf', sampleFiles.pdf)).json();
    expect(traversal).toMatchObject({ fileName: 'passwd.pdf', title: 'passwd.pdf' });

    const long = await (await uploadAsA1(`${'a'.repeat(296)}.pdf`, sampleFiles.pdf)).json();
    expect(long.fileName).toHaveLength(255);
    expect(long.fileName.endsWith('.pdf')).toBe(true);

    const unicode = await (await uploadAsA1('Plan für Gartenhaus – 平面図 🏡.pdf', sampleFiles.pdf)).json();
    expect(unicode.fileName).toBe('Plan für Gartenhaus – 平面図 🏡.pdf');
    const download = await t.request('GET', unicode.fileUrl, undefined, { cookie: c.a1 });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan fur Gartenhaus .pdf"; filename*=UTF-8''${encodeURIComponent('Plan für Gartenhaus – 平面図 🏡.pdf')}`,
    );

    // Objects are stored under generated keys, never under any part of the uploaded name.
    const stored = await filesUnder(storageDir);
    expect(stored.every((p) => /\/[0-9a-f-]{36}$/.test(p) && p.startsWith(storageDir))).toBe(true);
  });
});

describe('GET /api/files/:id', () => {
  let pngUrl: string;
  let pdfUrl: string;

  beforeAll(async () => {
    pngUrl = (await (await uploadAsA1('site photo.png', sampleFiles.png)).json()).fileUrl;
    pdfUrl = (await (await uploadAsA1('contract.pdf', sampleFiles.pdf)).json()).fileUrl;
  });

  it('serves images inline and everything else as an attachment, sandboxed and unsniffable', async () => {
    const png = await t.request('GET', pngUrl, undefined, { cookie: c.a1 });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toBe(`inline; filename="site photo.png"; filename*=UTF-8''site%20photo.png`);
    expect(png.headers.get('content-security-policy')).toBe('sandbox');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('cache-control')).toContain('no-store');

    // Browsers draw BMP and AVIF; TIFF (like HEIC) only Safari, so it downloads.
    for (const [name, bytes, disposition] of [
      ['scan.bmp', sampleImages.bmp, 'inline'],
      ['photo.avif', sampleImages.avif, 'inline'],
      ['scan.tif', sampleImages.tiff, 'attachment'],
    ] as const) {
      const url = (await (await uploadAsA1(name, bytes)).json()).fileUrl;
      expect((await t.request('GET', url, undefined, { cookie: c.a1 })).headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; `));
    }

    const pdf = await t.request('GET', pdfUrl, undefined, { cookie: c.staffA });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="contract.pdf"/);
    expect(pdf.headers.get('content-security-policy')).toBe('sandbox');
  });

  it("is refused to another customer, another company's staff and anonymous callers", async () => {
    expect((await t.request('GET', pngUrl, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', pngUrl, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', pngUrl)).status).toBe(401);
    expect((await t.request('GET', '/api/files/not-a-uuid', undefined, { cookie: c.a1 })).status).toBe(400);
    expect((await t.request('GET', '/api/files/00000000-0000-4000-8000-000000000000', undefined, { cookie: c.a1 })).status).toBe(404);
  });

  it('answers 404, not 500, when the stored object has gone missing', async () => {
    const doc = await (await uploadAsA1('vanishing.pdf', sampleFiles.pdf)).json();
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.originalName, 'vanishing.pdf'));
    await rm(path.join(storageDir, row!.storageKey));
    expect((await t.request('GET', doc.fileUrl, undefined, { cookie: c.a1 })).status).toBe(404);
  });
});
