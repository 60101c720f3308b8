import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { buildingDiagrams } from '../../db/schema/files';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
let projectId: string;
let notesPath: string;
let diagramsPath: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
  projectId = world.projects.projectA2.id;
  notesPath = `/api/projects/${projectId}/diagram-notes`;
  diagramsPath = `/api/projects/${projectId}/diagrams`;
});

type Note = { id: string; diagramId: string; authorName: string; content: string };
const projectNotes = async (cookie: string) => ((await (await t.request('GET', notesPath, undefined, { cookie })).json()).notes as Note[]);
const rowsOfProject = () => t.db.select().from(buildingDiagrams).where(and(eq(buildingDiagrams.companyId, world.tenantA.company.id), eq(buildingDiagrams.projectId, projectId)));

describe('diagram notes before any diagram', () => {
  let placeholderId: string;

  it('start as an empty thread', async () => {
    expect(await projectNotes(c.a2)).toEqual([]);
  });

  it('are kept on one placeholder diagram row with no file, which is never listed as a diagram', async () => {
    const mine = await t.request('POST', notesPath, { content: 'The base goes in next week.' }, { cookie: c.a2 });
    expect(mine.status).toBe(201);
    placeholderId = (await mine.json()).diagramId;
    const [theirs, ...racing] = await Promise.all([
      t.request('POST', notesPath, { content: 'Thanks, send a plan when you can.' }, { cookie: c.staffA }),
      ...Array.from({ length: 4 }, (_, i) => t.request('POST', notesPath, { content: `Racing note ${i}` }, { cookie: c.a2 })),
    ]);
    expect(theirs!.status).toBe(201);
    expect((await theirs!.json()).diagramId).toBe(placeholderId);
    for (const res of racing) expect((await res.json()).diagramId).toBe(placeholderId);

    const rows = await rowsOfProject();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: placeholderId, fileId: null, isCustomerUpload: false, uploadedBy: world.users.customerA2.id });
    expect((await (await t.request('GET', diagramsPath, undefined, { cookie: c.a2 })).json()).diagrams).toEqual([]);

    const notes = await projectNotes(c.staffA);
    expect(notes).toHaveLength(6);
    expect(notes.at(-1)).toMatchObject({ authorName: 'a2', content: 'The base goes in next week.' });
    expect(await projectNotes(c.a2)).toEqual(notes);
  });

  it('become the first diagram’s notes when it is uploaded', async () => {
    const upload = await t.upload(diagramsPath, fileForm('plan.png', sampleFiles.png), { cookie: c.a2 });
    expect(upload.status).toBe(201);
    const diagram = await upload.json();
    expect(diagram).toMatchObject({ id: placeholderId, fileName: 'plan.png', isCustomerUpload: true, uploaderName: 'a2' });
    expect(new Date(diagram.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const { notes } = await (await t.request('GET', `/api/diagrams/${placeholderId}/notes`, undefined, { cookie: c.a2 })).json();
    expect(notes).toHaveLength(6);
    expect(await rowsOfProject()).toHaveLength(1);
  });

  it('once there are diagrams, go on the newest', async () => {
    const second = await (await t.upload(diagramsPath, fileForm('plan-v2.png', sampleFiles.png), { cookie: c.staffA })).json();
    const res = await t.request('POST', notesPath, { content: 'On the new plan' }, { cookie: c.a2 });
    expect(res.status).toBe(201);
    expect((await res.json()).diagramId).toBe(second.id);
    expect((await projectNotes(c.a2)).map((n) => n.content)).toEqual(['On the new plan']);
  });

  it("need text, and are refused to another customer, another company's staff and anonymous callers", async () => {
    const empty = await t.request('POST', notesPath, { content: '  ' }, { cookie: c.a2 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.content).toEqual(['Please log in and enter a note.']);
    for (const [cookie, host] of [
      [c.a1, 'demo.localhost'],
      [c.staffB, 'acme.localhost'],
    ] as const) {
      expect((await t.request('GET', notesPath, undefined, { cookie, host })).status).toBe(404);
      expect((await t.request('POST', notesPath, { content: 'hi' }, { cookie, host })).status).toBe(404);
    }
    expect((await t.request('GET', notesPath)).status).toBe(401);
    expect((await t.request('POST', notesPath, { content: 'hi' })).status).toBe(401);
  });
});
