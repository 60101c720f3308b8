import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../shared/dates';
import { activity } from '../../db/schema/activity';
import { projectDelayNotices } from '../../db/schema/delay-notices';
import { emailOutbox } from '../../db/schema/email';
import { projectMilestones } from '../../db/schema/payments';
import { insertProject } from '../../db/insert-project';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

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

/** A date `days` from today, as the API takes it. */
function inDays(days: number): string {
  const [y, m, d] = todayInLondon().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function a1Project(installDate: string | null = '2030-04-22') {
  const companyId = world.tenantA.company.id;
  const project = await insertProject(t.db, { companyId, customerId: world.users.customerA1.id, name: 'Garden Office', installDate, stage: 'manufacturing' });
  await t.db.insert(projectMilestones).values([
    { companyId, projectId: project.id, title: 'Delivery and installation', date: '2030-04-22' },
    { companyId, projectId: project.id, title: 'Manufacturing start', date: '2030-03-01' },
  ]);
  return project;
}

const post = (projectId: string, body: unknown, cookie?: string, host?: string) =>
  t.request('POST', `/api/projects/${projectId}/delay-notice`, body, { cookie, host });

describe('delay notices', () => {
  it('move the install date, and the customer sees why on their project', async () => {
    const project = await a1Project();
    const revised = inDays(60);
    const res = await post(project.id, { reason: '  Our cladding supplier is running three weeks late.  ', revisedInstallDate: revised }, c.staffA);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ reason: 'Our cladding supplier is running three weeks late.', previousInstallDate: '2030-04-22', revisedInstallDate: revised, authorName: 'staff-a' });

    const seen = await (await t.request('GET', `/api/projects/${project.id}`, undefined, { cookie: c.a1 })).json();
    expect(seen.installDate).toBe(revised);
    // The project reads its notice in its own statement: the same notice, to the millisecond.
    expect(seen.delayNotice).toEqual(created);
    // The installation milestone moves with the date; the others stay.
    expect(seen.milestones).toEqual(
      expect.arrayContaining([
        { title: 'Delivery and installation', date: revised, completed: false },
        { title: 'Manufacturing start', date: '2030-03-01', completed: false },
      ]),
    );
  });

  it('record the change in the activity feed and email the customer once', async () => {
    const project = await a1Project();
    const revised = inDays(30);
    expect((await post(project.id, { reason: 'Storm damage at the factory', revisedInstallDate: revised }, c.staffA)).status).toBe(201);

    const emails = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'delay-notice'), eq(emailOutbox.toEmail, 'a1@example.test')));
    const mine = emails.filter((e) => e.textBody.includes('Storm damage at the factory'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Arbour Garden Rooms: your installation date has changed');
    expect(mine[0]!.textBody).toContain('has moved from 22 April 2030 to');
    expect(mine[0]!.textBody).toContain('http://demo.localhost/dashboard');

    const events = await t.db.select().from(activity).where(and(eq(activity.projectId, project.id), eq(activity.type, 'install_date_changed')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ isPublic: true });
    expect(events[0]!.description).toMatch(/^Install date moved from 22 April 2030 to /);
  });

  it('the newest notice is the one the project shows', async () => {
    const project = await a1Project();
    await post(project.id, { reason: 'First delay', revisedInstallDate: inDays(20) }, c.staffA);
    await post(project.id, { reason: 'Second delay', revisedInstallDate: inDays(40) }, c.staffA);
    const seen = await (await t.request('GET', `/api/projects/${project.id}`, undefined, { cookie: c.staffA })).json();
    expect(seen.delayNotice).toMatchObject({ reason: 'Second delay', previousInstallDate: inDays(20), revisedInstallDate: inDays(40) });
  });

  it('a project without one shows none', async () => {
    const project = await a1Project(null);
    const seen = await (await t.request('GET', `/api/projects/${project.id}`, undefined, { cookie: c.a1 })).json();
    expect(seen.delayNotice).toBeNull();
    const res = await post(project.id, { reason: 'Date agreed at last', revisedInstallDate: inDays(10) }, c.staffA);
    expect(await res.json()).toMatchObject({ previousInstallDate: null });
  });

  it('refuse an empty reason, a past date, the same date and a finished project, changing nothing', async () => {
    const project = await a1Project();
    const empty = await post(project.id, { reason: '   ', revisedInstallDate: inDays(10) }, c.staffA);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.reason).toEqual(['Tell the customer why the installation is moving']);
    const past = await post(project.id, { reason: 'Late', revisedInstallDate: inDays(-1) }, c.staffA);
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields.revisedInstallDate).toEqual(['The new install date cannot be in the past']);
    expect((await post(project.id, { reason: 'Late', revisedInstallDate: 'next week' }, c.staffA)).status).toBe(400);

    const same = await a1Project(inDays(5));
    const unchanged = await post(same.id, { reason: 'Late', revisedInstallDate: inDays(5) }, c.staffA);
    expect(unchanged.status).toBe(400);
    expect((await unchanged.json()).error.code).toBe('VALIDATION_FAILED');

    const done = await insertProject(t.db, { companyId: world.tenantA.company.id, customerId: world.users.customerA1.id, stage: 'completed', installDate: '2030-01-01' });
    expect((await post(done.id, { reason: 'Late', revisedInstallDate: inDays(10) }, c.staffA)).status).toBe(409);

    for (const id of [project.id, same.id, done.id]) {
      expect(await t.db.select().from(projectDelayNotices).where(eq(projectDelayNotices.projectId, id))).toHaveLength(0);
    }
  });

  it("are staff's alone: the customer, another customer, another company's staff and anonymous callers are refused", async () => {
    const project = await a1Project();
    const body = { reason: 'Late', revisedInstallDate: inDays(10) };
    expect((await post(project.id, body, c.a1)).status).toBe(403);
    expect((await post(project.id, body, c.a2)).status).toBe(404);
    expect((await post(project.id, body, c.staffB, 'acme.localhost')).status).toBe(404);
    // Their cookie is not a session on this company's host.
    expect((await post(project.id, body, c.staffB)).status).toBe(401);
    expect((await post(project.id, body)).status).toBe(401);
    const seen = await (await t.request('GET', `/api/projects/${project.id}`, undefined, { cookie: c.a1 })).json();
    expect(seen).toMatchObject({ installDate: '2030-04-22', delayNotice: null });
  });
});
