import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variationText, type Variation } from '../../../shared/schemas/variations';
import { variationEvents } from '../../db/schema/variations';
import { insertProject } from '../../db/insert-project';
import { sampleFiles } from '../../../../tests/factories/files';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { pdfText } from '../../lib/pdf.test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function proposedFor(customerId: string): Promise<Variation> {
  const companyId = world.tenantA.company.id;
  const project = await insertProject(t.db, { companyId, customerId, name: 'Garden Office', installDate: '2030-04-22', stage: 'manufacturing' });
  await insertPaymentItem(t.db, { companyId, projectId: project.id, title: 'Final payment', amountPence: 500_000, dueDate: '2030-04-22', position: 0 });
  const res = await t.request('POST', `/api/projects/${project.id}/variations`, { title: 'Skylight', description: 'A skylight over the desk.', priceChangePence: 45_000 }, { cookie: c.staffA });
  expect(res.status).toBe(201);
  return (await res.json()) as Variation;
}

function filesForm(files: { name: string; bytes: Uint8Array }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: 'application/octet-stream' }));
  return form;
}

const attach = (id: string, files: { name: string; bytes: Uint8Array }[], cookie: string | undefined = c.staffA, host?: string) =>
  t.upload(`/api/variations/${id}/attachments`, filesForm(files), { cookie, host });
const listOf = async (projectId: string, cookie: string) => ((await (await t.request('GET', `/api/projects/${projectId}/variations`, undefined, { cookie })).json()) as { variations: Variation[] }).variations;

const drawing = { name: 'Skylight drawing.pdf', bytes: sampleFiles.pdf };
const photo = { name: 'roof.png', bytes: sampleFiles.png };

describe('variation attachments', () => {
  it('attaches a PDF and a photo: listed for the customer and the team, downloadable by the customer, part of the text they agree to', async () => {
    const v = await proposedFor(world.users.customerA1.id);
    const res = await attach(v.id, [drawing, photo]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Variation;
    expect(body.attachments.map((a) => [a.name, a.mimeType, a.sizeBytes])).toEqual([
      ['Skylight drawing.pdf', 'application/pdf', sampleFiles.pdf.length],
      ['roof.png', 'image/png', sampleFiles.png.length],
    ]);
    // The agreed text names the files and their hashes; the hash changed from the proposal's.
    expect(body.contentHash).not.toBe(v.contentHash);
    expect(body.contentHash).toBe(sha(Buffer.from(variationText(body, [{ name: 'Skylight drawing.pdf', sha256: sha(sampleFiles.pdf) }, { name: 'roof.png', sha256: sha(sampleFiles.png) }]))));

    const seen = (await listOf(v.projectId, c.a1)).find((x) => x.id === v.id)!;
    expect(seen.attachments.map((a) => a.name)).toEqual(['Skylight drawing.pdf', 'roof.png']);
    expect((await listOf(v.projectId, c.staffA)).find((x) => x.id === v.id)!.attachments).toHaveLength(2);

    const download = await t.request('GET', seen.attachments[0]!.url, undefined, { cookie: c.a1 });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(sampleFiles.pdf)).toBe(true);
    // Another customer of the company, another company's staff, and nobody signed in cannot.
    expect((await t.request('GET', seen.attachments[0]!.url, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', seen.attachments[0]!.url, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', seen.attachments[0]!.url, undefined, {})).status).toBe(401);

    // The PDF lists them by name.
    const pdf = await t.request('GET', `/api/variations/${v.id}/pdf`, undefined, { cookie: c.a1 });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Skylight drawing.pdf');
    expect(text).toContain('roof.png');

    // The approval covers them: the hash agreed is the one with the attachments, recorded in the sealed event.
    const approved = await t.request('POST', `/api/variations/${v.id}/approve`, { signatureName: 'a1', agreed: true, contentHash: body.contentHash }, { cookie: c.a1 });
    expect(approved.status).toBe(200);
    const events = await t.db.select().from(variationEvents).where(eq(variationEvents.variationId, v.id));
    expect(events.map((e) => e.kind)).toEqual(['proposed', 'attachments_added', 'approved']);
    expect(events[2]!.data).toMatchObject({ contentHash: body.contentHash, attachments: [{ name: 'Skylight drawing.pdf' }, { name: 'roof.png' }] });

    // Nothing can be attached once it is answered.
    expect((await attach(v.id, [drawing])).status).toBe(409);
  });

  it('refuses a sixth file, a fake PDF, and an approval of a version the customer was not shown', async () => {
    const v = await proposedFor(world.users.customerA1.id);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `sheet-${i + 1}.pdf`, bytes: sampleFiles.pdf }));
    const tooMany = await attach(v.id, six);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { fields: Record<string, string[]> } }).error.fields.files![0]).toMatch(/at most 5/);

    const fake = await attach(v.id, [{ name: 'quote.pdf', bytes: sampleFiles.html }]);
    expect(fake.status).toBe(415);
    expect((await listOf(v.projectId, c.staffA)).find((x) => x.id === v.id)!.attachments).toEqual([]);

    // Four now, then two more would make six.
    expect((await attach(v.id, six.slice(0, 4))).status).toBe(201);
    expect((await attach(v.id, six.slice(0, 2))).status).toBe(400);

    // The customer answers the version without the files: refused, nothing approved.
    const stale = await t.request('POST', `/api/variations/${v.id}/approve`, { signatureName: 'a1', agreed: true, contentHash: v.contentHash }, { cookie: c.a1 });
    expect(stale.status).toBe(409);
    expect((await listOf(v.projectId, c.a1)).find((x) => x.id === v.id)!.status).toBe('proposed');
  });

  it('refuses the customer, another company’s staff and anonymous callers', async () => {
    const v = await proposedFor(world.users.customerA1.id);
    // Customers are refused by role before anything is looked up, as when proposing.
    expect((await attach(v.id, [drawing], c.a1)).status).toBe(403);
    expect((await attach(v.id, [drawing], c.a2)).status).toBe(403);
    expect((await attach(v.id, [drawing], c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await attach(v.id, [drawing], '')).status).toBe(401);
    expect((await listOf(v.projectId, c.staffA)).find((x) => x.id === v.id)!.attachments).toEqual([]);
  });

  it('does not let one project’s customer download another project’s variation attachment', async () => {
    const other = await proposedFor(world.users.customerA2.id);
    const res = await attach(other.id, [drawing]);
    const url = ((await res.json()) as Variation).attachments[0]!.url;
    expect((await t.request('GET', url, undefined, { cookie: c.a1 })).status).toBe(404);
    expect((await t.request('GET', url, undefined, { cookie: c.a2 })).status).toBe(200);
  });
});
