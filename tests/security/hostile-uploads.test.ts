import { desc, eq } from 'drizzle-orm';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aftercareRequests } from '../../src/server/db/schema/aftercare';
import { companies } from '../../src/server/db/schema/companies';
import { buildingDiagrams, documents, storedFiles } from '../../src/server/db/schema/files';
import { galleryItems } from '../../src/server/db/schema/site';
import { diaryEntries } from '../../src/server/db/schema/site-diary';
import { filesUnder } from '../factories/files';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp, nextIp } from '../setup/test-app';
import { recordSecurityFigure } from './figures';
import { HTML_PAYLOAD, hostileCorpus, multipartBody, type HostileFile } from './uploads/corpus';
import { expectSafeStoredName, expectServedSafely } from './uploads/served-safely';

/**
 * Every upload route of the API gets every file of a hostile corpus. Each file is refused with a
 * 4xx JSON error that leaves nothing behind, or stored under a random key and served back only as
 * a download or a raster image, with nosniff and a sandbox CSP. The test config's limit is 1 MB.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let corpus: HostileFile[];
let storageDir: string;
const cookies = {} as Record<'a1' | 'staffA' | 'adminA', string>;
const variationIds: string[] = [];

const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'pdf', 'docx', 'doc'];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface StoringRoute {
  label: string;
  /** As /api/openapi.json names it. */
  operation: string;
  path: () => string;
  cookie: () => string;
  fields: Record<string, string>;
  /** The form field the file goes in, when not `file`. */
  fileField?: string;
  /** The form is whole without a file: a part whose name cannot be parsed is skipped, and the rest stored without it. */
  fileOptional?: boolean;
  extensions: string[];
  /** The responses that serve what this upload stored, fetched as the people who would see it. */
  served: (body: Record<string, unknown>) => Promise<Response[]>;
}

const get = (url: string, cookie?: string) => t.request('GET', url, undefined, { cookie });

const ROUTES: StoringRoute[] = [
  {
    label: "a customer's document",
    operation: 'POST /api/projects/{id}/documents',
    path: () => `/api/projects/${world.projects.projectA1.id}/documents`,
    cookie: () => cookies.a1,
    fields: {},
    extensions: DOCUMENT_EXTENSIONS,
    // Staff open what a customer uploaded, and the customer opens it again.
    served: async (body) => [await get(String(body.fileUrl), cookies.staffA), await get(String(body.fileUrl), cookies.a1)],
  },
  {
    label: "staff's document",
    operation: 'POST /api/projects/{id}/documents',
    path: () => `/api/projects/${world.projects.projectA1.id}/documents`,
    cookie: () => cookies.staffA,
    fields: { documentType: 'report', title: 'Site survey' },
    extensions: DOCUMENT_EXTENSIONS,
    served: async (body) => [await get(String(body.fileUrl), cookies.a1)],
  },
  {
    label: 'a building diagram',
    operation: 'POST /api/projects/{id}/diagrams',
    path: () => `/api/projects/${world.projects.projectA1.id}/diagrams`,
    cookie: () => cookies.a1,
    fields: {},
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif', 'pdf'],
    served: async (body) => [await get(String(body.diagramUrl), cookies.staffA)],
  },
  {
    label: 'the company logo',
    operation: 'POST /api/settings/logo',
    path: () => '/api/settings/logo',
    cookie: () => cookies.adminA,
    fields: {},
    extensions: ['png', 'jpg', 'jpeg', 'webp'],
    // Public: every visitor's browser fetches it.
    served: async () => [await get('/api/company/logo')],
  },
  {
    label: 'a gallery photo',
    operation: 'POST /api/gallery',
    path: () => '/api/gallery',
    cookie: () => cookies.staffA,
    fields: { caption: 'A garden room at dusk', category: 'garden_room' },
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'avif'],
    served: async (body) => {
      const [item] = await t.db.select().from(galleryItems).where(eq(galleryItems.id, String(body.id)));
      const urls = [`/api/gallery/images/${item!.fileId}`, ...String(body.srcset).split(', ').map((entry) => entry.split(' ')[0]!)];
      return Promise.all(urls.map((url) => get(url, cookies.staffA)));
    },
  },
  {
    label: 'a site diary photo',
    operation: 'POST /api/projects/{id}/diary',
    path: () => `/api/projects/${world.projects.projectA1.id}/diary`,
    cookie: () => cookies.staffA,
    fields: { body: 'Frame up and square', stage: 'delivery_installation' },
    fileField: 'photos',
    fileOptional: true,
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'],
    // The customer sees the sizes; the team also opens the original.
    served: async (body) => {
      const photos = body.photos as { url: string; thumbnailUrl: string; originalUrl: string }[];
      return Promise.all(photos.flatMap((photo) => [get(photo.url, cookies.a1), get(photo.thumbnailUrl, cookies.a1), get(photo.originalUrl, cookies.staffA)]));
    },
  },
  {
    label: 'an aftercare photo',
    operation: 'POST /api/projects/{id}/aftercare-requests',
    path: () => `/api/projects/${world.projects.projectA1.id}/aftercare-requests`,
    cookie: () => cookies.a1,
    fields: { category: 'leak', description: 'Water by the door', preferredDays: 'mon' },
    fileField: 'photos',
    fileOptional: true,
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'],
    // The customer who reported and the team see the sizes; the team also opens the original.
    served: async (body) => {
      const photos = body.photos as { url: string; thumbnailUrl: string }[];
      const [original] = await t.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.staffOnly, true)).orderBy(desc(storedFiles.createdAt)).limit(1);
      return Promise.all([...photos.flatMap((photo) => [get(photo.url, cookies.a1), get(photo.thumbnailUrl, cookies.staffA)]), ...(photos.length ? [get(`/api/files/${original!.id}`, cookies.staffA)] : [])]);
    },
  },
  {
    label: 'a variation attachment',
    operation: 'POST /api/variations/{id}/attachments',
    // A fresh proposed variation for each file: one holds at most five.
    path: () => `/api/variations/${variationIds.shift()!}/attachments`,
    cookie: () => cookies.staffA,
    fields: {},
    fileField: 'files',
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp'],
    // The project's customer downloads it, as does the team.
    served: async (body) => {
      const attachments = body.attachments as { url: string }[];
      return Promise.all(attachments.flatMap((a) => [get(a.url, cookies.a1), get(a.url, cookies.staffA)]));
    },
  },
];

/** Reads the file and keeps nothing: a bank statement is parsed, never stored. */
const STATEMENT_IMPORT = 'POST /api/payments/reconciliation/import';

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  storageDir = (t.config.storage as { dir: string }).dir;
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  corpus = await hostileCorpus(t.config.uploadMaxBytes);
  // Variations are proposed before the project is completed, to receive the attachments.
  for (let i = 0; i < corpus.length; i++) {
    const res = await t.request('POST', `/api/projects/${world.projects.projectA1.id}/variations`, { title: 'Hostile', description: 'A variation for a hostile file', priceChangePence: 100 }, { cookie: cookies.staffA });
    expect(res.status).toBe(201);
    variationIds.push(((await res.json()) as { id: string }).id);
  }
  // Aftercare is reported on a completed project.
  expect((await t.request('PATCH', `/api/projects/${world.projects.projectA1.id}`, { stage: 'completed' }, { cookie: cookies.staffA })).status).toBe(200);
}, 60_000);

function send(path: string, cookie: string, file: HostileFile, fields: Record<string, string>, fileField?: string) {
  const { body, contentType } = multipartBody(file, fields, fileField);
  return t.app.request(`http://demo.localhost${path}`, {
    method: 'POST',
    headers: { host: 'demo.localhost', 'x-forwarded-for': nextIp(), cookie, 'content-type': contentType, 'content-length': String(body.length) },
    body: new Uint8Array(body),
  });
}

/** Rows and objects that an upload could leave behind. */
async function snapshot() {
  const [company] = await t.db.select({ settings: companies.settings, logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, world.tenantA.company.id));
  return {
    files: (await t.db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id).sort(),
    documents: (await t.db.select({ id: documents.id }).from(documents)).length,
    diagrams: (await t.db.select({ id: buildingDiagrams.id }).from(buildingDiagrams)).length,
    gallery: (await t.db.select({ id: galleryItems.id }).from(galleryItems)).length,
    diary: (await t.db.select({ id: diaryEntries.id }).from(diaryEntries)).length,
    aftercare: (await t.db.select({ id: aftercareRequests.id }).from(aftercareRequests)).length,
    company,
    objects: (await filesUnder(storageDir)).sort(),
  };
}

/** What the route should do with this file. */
function expected(file: HostileFile, extensions: string[]): 'stored' | 'refused' | 'either' {
  if ('refused' in file.expect) return 'refused';
  if ('refusedOrStored' in file.expect) return 'either';
  return extensions.includes(file.expect.storedIfAccepted) ? 'stored' : 'refused';
}

function expectedStatus(file: HostileFile): number | 'any' {
  if ('refused' in file.expect) return file.expect.refused;
  // A stored kind sent where it is not taken.
  return 415;
}

async function expectRefused(res: Response, file: HostileFile, before: Awaited<ReturnType<typeof snapshot>>) {
  const status = expectedStatus(file);
  if (status === 'any' || 'refusedOrStored' in file.expect) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  } else {
    expect(res.status).toBe(status);
  }
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const { error } = (await res.json()) as { error: { code: string; message: string } };
  expect(error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(JSON.stringify(error)).not.toMatch(/\n\s+at |node_modules|\/src\//);
  expect(await snapshot()).toEqual(before);
}

async function expectStoredSafely(route: StoringRoute, res: Response, file: HostileFile, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const body = (await res.json()) as Record<string, unknown>;
  const after = await snapshot();
  const companyId = world.tenantA.company.id;
  const keyPattern = new RegExp(`^${companyId}/(${world.projects.projectA1.id}|site|branding)/${UUID}$`);

  // Random keys: nothing of the name reaches the store.
  const newRows = await Promise.all(after.files.filter((id) => !before.files.includes(id)).map(async (id) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]!));
  for (const row of newRows) {
    expect(row.storageKey).toMatch(keyPattern);
    expectSafeStoredName(row.originalName);
  }
  const keys = route.operation === 'POST /api/settings/logo' ? [(after.company!.settings as { logo: { key: string } }).logo.key] : newRows.map((row) => row.storageKey);
  if (route.fileOptional && 'refusedOrStored' in file.expect && keys.length === 0) {
    expect(body.photos).toEqual([]);
    expect(after.objects).toEqual(before.objects);
    return;
  }
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(key).toMatch(keyPattern);
    expect(after.objects).toContain(path.join(storageDir, ...key.split('/')));
  }
  for (const object of after.objects.filter((o) => !before.objects.includes(o))) {
    expect(path.relative(storageDir, object).split(path.sep).join('/')).toMatch(keyPattern);
  }
  if (typeof body.fileName === 'string') expectSafeStoredName(body.fileName);

  for (const served of await route.served(body)) {
    expectServedSafely(served, `${file.label} as ${route.label}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    // Gallery sizes are re-encoded: a payload riding along in the original does not survive.
    if (served.headers.get('content-type') === 'image/webp') expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  }
}

describe('hostile uploads', () => {
  it('cover every upload route the API documents', async () => {
    const spec = (await (await get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };
    const multipart = Object.entries(spec.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(multipart.sort()).toEqual([...new Set([...ROUTES.map((route) => route.operation), STATEMENT_IMPORT])].sort());
  });

  describe.each(ROUTES.map((route) => [route.label, route] as const))('as %s', (_label, route) => {
    it('refuses each hostile file or stores it safely', { timeout: 120_000 }, async () => {
      let verified = 0;
      for (const file of corpus) {
        const before = await snapshot();
        const started = performance.now();
        const rssBefore = process.memoryUsage().rss;
        const res = await send(route.path(), route.cookie(), file, route.fields, route.fileField);
        const outcome = expected(file, route.extensions);
        try {
          if (outcome === 'refused' || (outcome === 'either' && res.status >= 400)) await expectRefused(res, file, before);
          else await expectStoredSafely(route, res, file, before);
        } catch (error) {
          throw new Error(`${file.label} (${JSON.stringify(file.name.slice(0, 60))}) as ${route.label}: ${(error as Error).message}`, { cause: error });
        }
        // Nothing is unpacked: a zip bomb costs what its bytes cost.
        expect(performance.now() - started, file.label).toBeLessThan(10_000);
        expect(process.memoryUsage().rss - rssBefore, file.label).toBeLessThan(150 * 1024 * 1024);
        verified += 1;
      }
      expect(verified).toBe(corpus.length);
      recordSecurityFigure('hostileFilesRefused', verified);
    });
  });

  it('reads a statement import without keeping anything, and refuses what is not a statement', { timeout: 60_000 }, async () => {
    let verified = 0;
    for (const file of corpus) {
      const before = await snapshot();
      const res = await send('/api/payments/reconciliation/import', cookies.staffA, file, {});
      expect(res.status, file.label).toBeGreaterThanOrEqual(400);
      expect(res.status, file.label).toBeLessThan(500);
      expect((await res.json()).error.code, file.label).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
      verified += 1;
    }
    recordSecurityFigure('hostileFilesRefused', verified);
  });

  it('never serves a stored file as a page, even when asked nicely', async () => {
    const res = await send(`/api/projects/${world.projects.projectA1.id}/documents`, cookies.a1, { label: 'polyglot', name: 'x.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(HTML_PAYLOAD)]), expect: { storedIfAccepted: 'pdf' } }, {});
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    const download = await t.request('GET', fileUrl, undefined, { cookie: cookies.staffA, headers: { accept: 'text/html' } });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
  });
});
