import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variation } from '../../../shared/schemas/variations';
import { projectDelayNotices } from '../../db/schema/delay-notices';
import { emailOutbox } from '../../db/schema/email';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { variationEvents, variations } from '../../db/schema/variations';
import { insertProject } from '../../db/insert-project';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp, TEST_SIGNING_KEYS } from '../../../../tests/setup/test-app';
import { pdfText } from '../../lib/pdf.test-kit';
import { verifyVariationChain } from './variation-audit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;
const UA = 'Variation test browser';
/** No cookie: an empty one is not sent. */
const ANONYMOUS = '';

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

/** A project of customer A1 being built: a paid deposit of £1,000 and a final payment of £5,000 still to pay. */
async function a1Project() {
  const companyId = world.tenantA.company.id;
  const project = await insertProject(t.db, { companyId, customerId: world.users.customerA1.id, name: 'Garden Office', installDate: '2030-04-22', stage: 'manufacturing' });
  await insertPaymentItem(t.db, { companyId, projectId: project.id, title: 'Deposit', amountPence: 100_000, dueDate: '2030-01-10', position: 0, status: 'paid' });
  await insertPaymentItem(t.db, { companyId, projectId: project.id, title: 'Final payment', amountPence: 500_000, dueDate: '2030-04-22', position: 1 });
  return project;
}

const propose = (projectId: string, body: unknown, cookie: string | undefined = c.staffA, host?: string) => t.request('POST', `/api/projects/${projectId}/variations`, body, { cookie, host });
const approve = (id: string, body: unknown = { signatureName: 'a1', agreed: true }, cookie: string | undefined = c.a1, headers: Record<string, string> = {}, host?: string) =>
  t.request('POST', `/api/variations/${id}/approve`, body, { cookie, host, headers: { 'user-agent': UA, ...headers } });

async function proposed(projectId: string, body: Partial<{ title: string; description: string; priceChangePence: number; daysAdded: number }> = {}): Promise<Variation> {
  const res = await propose(projectId, { title: 'Extra double socket', description: 'A second double socket on the back wall.', priceChangePence: 12_000, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as Variation;
}

async function summary(projectId: string) {
  const body = await (await t.request('GET', `/api/projects/${projectId}/payments`, undefined, { cookie: c.a1 })).json();
  return body as { items: { title: string; amountPence: number; dueDate: string | null }[]; summary: { totalPence: number; remainingPence: number; paidPence: number } };
}

const installDate = async (projectId: string) => (await t.db.select({ d: projects.installDate }).from(projects).where(eq(projects.id, projectId)))[0]!.d;

describe('who may do what with variations', () => {
  it('lets staff propose and list, the project’s customer list, approve and download, and refuses everyone else', async () => {
    const project = await a1Project();
    const body = { title: 'Skylight', description: 'A skylight over the desk.', priceChangePence: 45_000 };
    // Refused: a customer (even the project's), another company's staff, and nobody signed in.
    expect((await propose(project.id, body, c.a1)).status).toBe(403);
    expect((await propose(project.id, body, c.a2)).status).toBe(403);
    expect((await propose(project.id, body, c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await propose(project.id, body, ANONYMOUS)).status).toBe(401);
    const v = await proposed(project.id, body);

    const list = (cookie: string | undefined, host?: string) => t.request('GET', `/api/projects/${project.id}/variations`, undefined, { cookie, host });
    expect((await list(c.a1)).status).toBe(200);
    expect((await list(c.staffA)).status).toBe(200);
    expect((await list(c.a2)).status).toBe(404);
    expect((await list(c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await list(undefined)).status).toBe(401);

    const pdf = (cookie: string | undefined, host?: string) => t.request('GET', `/api/variations/${v.id}/pdf`, undefined, { cookie, host });
    expect((await pdf(c.a2)).status).toBe(404);
    expect((await pdf(c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await pdf(undefined)).status).toBe(401);
    const own = await pdf(c.a1);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const decline = (cookie: string | undefined, host?: string) => t.request('POST', `/api/variations/${v.id}/decline`, { reason: 'No' }, { cookie, host });
    const withdraw = (cookie: string | undefined, host?: string) => t.request('POST', `/api/variations/${v.id}/withdraw`, undefined, { cookie, host });
    for (const [cookie, host, status] of [
      [c.a2, undefined, 404],
      [c.staffB, 'acme.localhost', 404],
      [ANONYMOUS, undefined, 401],
      [c.staffA, undefined, 403],
    ] as const) {
      expect((await approve(v.id, { signatureName: 'a1', agreed: true }, cookie, {}, host)).status).toBe(status);
      expect((await decline(cookie, host)).status).toBe(status);
    }
    expect((await withdraw(c.a1)).status).toBe(403);
    expect((await withdraw(c.a2)).status).toBe(404);
    expect((await withdraw(c.staffB, 'acme.localhost')).status).toBe(404);
    expect((await withdraw(undefined)).status).toBe(401);
    // None of those refusals answered it, nor changed the schedule.
    expect((await t.db.select().from(variations).where(eq(variations.id, v.id)))[0]!.status).toBe('proposed');
    expect((await summary(project.id)).summary.totalPence).toBe(600_000);
  });
});

describe('proposing a variation', () => {
  it('emails the customer that it awaits their approval, and bounds what staff may enter', async () => {
    const project = await a1Project();
    const v = await proposed(project.id, { title: '  Extra double socket  ', daysAdded: 3 });
    expect(v).toMatchObject({ title: 'Extra double socket', status: 'proposed', priceChangePence: 12_000, daysAdded: 3, proposedByName: 'staff-a', signatureName: null });
    expect(v.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const emails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'variation-proposed'), eq(emailOutbox.toEmail, 'a1@example.test')));
    expect(emails.at(-1)?.subject).toBe('Arbour Garden Rooms: a variation to your order awaits your approval – Extra double socket');
    expect(emails.at(-1)?.textBody).toContain('+£120.00');

    const base = { title: 'T', description: 'D' };
    for (const bad of [
      { ...base, priceChangePence: 10_000_001 },
      { ...base, priceChangePence: -10_000_001 },
      { ...base, priceChangePence: 12.5 },
      { ...base, priceChangePence: '100' },
      { ...base, priceChangePence: 100, daysAdded: -1 },
      { ...base, priceChangePence: 100, daysAdded: 366 },
      { ...base, priceChangePence: 100, daysAdded: 1.5 },
      { title: '', description: 'D', priceChangePence: 100 },
      { title: 'x'.repeat(101), description: 'D', priceChangePence: 100 },
      { title: 'T', description: '', priceChangePence: 100 },
    ]) {
      const res = await propose(project.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    // A reduction as large as the final payment still to pay cannot come off it.
    const tooLarge = await propose(project.id, { ...base, priceChangePence: -500_000 });
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).error.fields.priceChangePence[0]).toContain('£5,000.00');
  });
});

describe('approving a variation', () => {
  it('adds "Variation: <title>" to the schedule, moves the installation with a delay notice, seals the record and tells the team', async () => {
    const project = await a1Project();
    const v = await proposed(project.id, { daysAdded: 3 });
    expect((await approve(v.id, { signatureName: 'Someone Else', agreed: true })).status).toBe(400);
    expect((await approve(v.id, { signatureName: 'a1', agreed: false })).status).toBe(400);
    expect((await approve(v.id, { signatureName: 'a1' })).status).toBe(400);

    const res = await approve(v.id, { signatureName: '  A1 ', agreed: true });
    expect(res.status).toBe(200);
    const approved = (await res.json()) as Variation;
    expect(approved).toMatchObject({ status: 'approved', signatureName: 'A1', installDateBefore: '2030-04-22', installDateAfter: '2030-04-25' });

    const after = await summary(project.id);
    expect(after.summary.totalPence).toBe(612_000);
    expect(after.summary.remainingPence).toBe(512_000);
    expect(after.items.at(-1)).toMatchObject({ title: 'Variation: Extra double socket', amountPence: 12_000, dueDate: '2030-04-22' });
    expect(approved.paymentItemId).toBeTruthy();

    expect(await installDate(project.id)).toBe('2030-04-25');
    const [notice] = await t.db.select().from(projectDelayNotices).where(eq(projectDelayNotices.projectId, project.id));
    expect(notice).toMatchObject({ previousInstallDate: '2030-04-22', revisedInstallDate: '2030-04-25' });
    expect(notice!.reason).toContain('Extra double socket');
    expect(await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'delay-notice'), eq(emailOutbox.toEmail, 'a1@example.test')))).not.toHaveLength(0);

    const [row] = await t.db.select().from(variations).where(eq(variations.id, v.id));
    expect(row).toMatchObject({ signerEmail: 'a1@example.test', signerUserAgent: UA });
    const events = await t.db.select().from(variationEvents).where(eq(variationEvents.variationId, v.id)).orderBy(variationEvents.seq);
    expect(events.map((e) => e.kind)).toEqual(['proposed', 'approved']);
    expect(events[1]!.sealSignature).toBeTruthy();
    expect(events[1]!.data).toMatchObject({ contentHash: v.contentHash, signatureName: 'A1' });
    expect(verifyVariationChain(events, row!.lastEventHash, TEST_SIGNING_KEYS.trusted)).toBe(true);
    // An edit to the record breaks the chain.
    expect(verifyVariationChain([events[0]!, { ...events[1]!, ip: '203.0.113.9' }], row!.lastEventHash, TEST_SIGNING_KEYS.trusted)).toBe(false);

    const staffEmails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'variation-approved'), eq(emailOutbox.toEmail, 'staff-a@example.test')));
    expect(staffEmails).toHaveLength(1);
    expect(staffEmails[0]!.subject).toBe('Arbour Garden Rooms: a1 approved the variation "Extra double socket"');

    // The customer's activity feed says what happened.
    const feed = (await (await t.request('GET', `/api/activity?projectId=${project.id}`, undefined, { cookie: c.a1 })).json()) as { activity: { description: string }[] };
    expect(feed.activity.map((a) => a.description)).toEqual(expect.arrayContaining(['Variation proposed: Extra double socket (+£120.00)', 'Variation approved: Extra double socket (+£120.00)']));

    // The PDF carries the text agreed, its hash and who approved it, from where.
    const pdf = await pdfText(Buffer.from(await (await t.request('GET', `/api/variations/${v.id}/pdf`, undefined, { cookie: c.staffA })).arrayBuffer()));
    expect(pdf).toContain('Variation: Extra double socket');
    expect(pdf).toContain(v.contentHash);
    expect(pdf).toContain('A1 <a1@example.test>');
    expect(pdf).toContain(UA);

    // Answered once: a second approval, a decline or a withdrawal are refused and change nothing.
    expect((await approve(v.id)).status).toBe(409);
    expect((await t.request('POST', `/api/variations/${v.id}/decline`, { reason: 'Changed my mind' }, { cookie: c.a1 })).status).toBe(409);
    expect((await t.request('POST', `/api/variations/${v.id}/withdraw`, undefined, { cookie: c.staffA })).status).toBe(409);
    expect((await summary(project.id)).summary.totalPence).toBe(612_000);
  });

  it('takes a reduction off the final payment', async () => {
    const project = await a1Project();
    const v = await proposed(project.id, { title: 'No ground screws', priceChangePence: -80_000 });
    expect(v.priceChangePence).toBe(-80_000);
    expect((await approve(v.id)).status).toBe(200);
    const after = await summary(project.id);
    expect(after.summary.totalPence).toBe(520_000);
    expect(after.summary.remainingPence).toBe(420_000);
    expect(after.items.map((i) => [i.title, i.amountPence])).toEqual([
      ['Deposit', 100_000],
      ['Final payment', 420_000],
    ]);
    // No days added: the installation stays.
    expect(await installDate(project.id)).toBe('2030-04-22');
  });

  it('happens once when two approvals arrive together: one signature, one payment item', async () => {
    const project = await a1Project();
    const v = await proposed(project.id);
    const statuses = (await Promise.all([approve(v.id), approve(v.id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const items = await t.db.select().from(paymentItems).where(and(eq(paymentItems.projectId, project.id), eq(paymentItems.title, 'Variation: Extra double socket')));
    expect(items).toHaveLength(1);
    const events = await t.db.select().from(variationEvents).where(and(eq(variationEvents.variationId, v.id), eq(variationEvents.kind, 'approved')));
    expect(events).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key as the first time, and acts once', async () => {
    const project = await a1Project();
    const v = await proposed(project.id);
    const headers = { 'idempotency-key': `approve-${v.id}` };
    const [first, second] = await Promise.all([approve(v.id, undefined, c.a1, headers), approve(v.id, undefined, c.a1, headers)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect((await summary(project.id)).summary.totalPence).toBe(612_000);
  });
});

describe('declining or withdrawing a variation', () => {
  it('changes nothing on the project, and only an unanswered variation can be withdrawn', async () => {
    const project = await a1Project();
    const declinedOne = await proposed(project.id, { daysAdded: 10 });
    const withdrawnOne = await proposed(project.id, { title: 'Bigger window', priceChangePence: -10_000, daysAdded: 5 });

    expect((await t.request('POST', `/api/variations/${declinedOne.id}/decline`, { reason: '' }, { cookie: c.a1 })).status).toBe(400);
    const declined = await t.request('POST', `/api/variations/${declinedOne.id}/decline`, { reason: 'Too dear for now' }, { cookie: c.a1 });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: 'declined', declineReason: 'Too dear for now' });
    const notice = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'variation-declined'), eq(emailOutbox.toEmail, 'staff-a@example.test')));
    expect(notice.at(-1)?.textBody).toContain('Too dear for now');

    const withdrawn = await t.request('POST', `/api/variations/${withdrawnOne.id}/withdraw`, undefined, { cookie: c.staffA });
    expect(withdrawn.status).toBe(200);
    expect((await approve(withdrawnOne.id)).status).toBe(409);

    const after = await summary(project.id);
    expect(after.summary.totalPence).toBe(600_000);
    expect(after.items).toHaveLength(2);
    expect(await installDate(project.id)).toBe('2030-04-22');

    const list = (await (await t.request('GET', `/api/projects/${project.id}/variations`, undefined, { cookie: c.staffA })).json()) as { variations: Variation[] };
    expect(list.variations.map((v) => v.status)).toEqual(['withdrawn', 'declined']);
  });
});
