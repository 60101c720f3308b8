import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designDecisions } from '../../db/schema/design-decisions';
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

async function projectAtDesign() {
  return insertProject(t.db, { companyId: world.tenantA.company.id, customerId: world.users.customerA1.id, stage: 'design_confirmation' });
}

const decide = (projectId: string, body: unknown, cookie: string) => t.request('POST', `/api/projects/${projectId}/design-approval`, body, { cookie });

describe('design approval', () => {
  it("approving moves the customer's build to the next stage", async () => {
    const project = await projectAtDesign();
    const res = await decide(project.id, { decision: 'approve' }, c.a1);
    expect(res.status).toBe(200);
    expect((await res.json()).stage).toBe('site_preparation');
    expect((await decide(project.id, { decision: 'approve' }, c.a1)).status).toBe(409);
  });

  it('approving shows the stage change in the activity feed, to the customer and the team, once', async () => {
    const project = await projectAtDesign();
    const stageChanges = async (cookie: string) =>
      ((await (await t.request('GET', `/api/activity?projectId=${project.id}`, undefined, { cookie })).json()).activity as { type: string; description: string; user: string }[]).filter(
        (a) => a.type === 'stage_changed',
      );
    expect(await stageChanges(c.a1)).toEqual([]);
    await decide(project.id, { decision: 'approve' }, c.a1);
    await decide(project.id, { decision: 'approve' }, c.a1); // refused: the design is no longer waiting
    for (const cookie of [c.a1, c.staffA]) {
      expect(await stageChanges(cookie)).toEqual([expect.objectContaining({ description: 'Stage changed to Site Access Photos Needed (step 3 of 7)', user: 'a1' })]);
    }
  });

  it('a change request is kept for the team and leaves the stage as it is', async () => {
    const project = await projectAtDesign();
    expect((await decide(project.id, { decision: 'request_changes' }, c.a1)).status).toBe(400);
    const res = await decide(project.id, { decision: 'request_changes', comment: 'Move the door to the left' }, c.a1);
    expect((await res.json()).stage).toBe('design_confirmation');
    const [row] = await t.db.select().from(designDecisions).where(eq(designDecisions.projectId, project.id));
    expect(row).toMatchObject({ decision: 'request_changes', comment: 'Move the door to the left' });
    const feed = (await (await t.request('GET', `/api/activity?projectId=${project.id}`, undefined, { cookie: c.staffA })).json()).activity as { type: string }[];
    expect(feed.map((a) => a.type)).toEqual(['design_changes_requested']);
  });

  it('is the customer’s alone: staff, another customer, another company and anonymous callers are refused, changing nothing', async () => {
    const project = await projectAtDesign();
    const path = `/api/projects/${project.id}/design-approval`;
    expect((await decide(project.id, { decision: 'approve' }, c.staffA)).status).toBe(403);
    expect((await decide(project.id, { decision: 'approve' }, c.a2)).status).toBe(404);
    expect((await t.request('POST', path, { decision: 'approve' }, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    // Their cookie is not a session on this company's host.
    expect((await t.request('POST', path, { decision: 'approve' }, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('POST', path, { decision: 'approve' })).status).toBe(401);
    expect((await (await t.request('GET', `/api/projects/${project.id}`, undefined, { cookie: c.a1 })).json()).stage).toBe('design_confirmation');
    expect(await t.db.select().from(designDecisions).where(eq(designDecisions.projectId, project.id))).toHaveLength(0);
  });

  it('at any other stage is refused, changing nothing', async () => {
    const project = await insertProject(t.db, { companyId: world.tenantA.company.id, customerId: world.users.customerA1.id, stage: 'manufacturing' });
    expect((await decide(project.id, { decision: 'approve' }, c.a1)).status).toBe(409);
    expect(await t.db.select().from(designDecisions).where(eq(designDecisions.projectId, project.id))).toHaveLength(0);
  });
});

describe('design decisions, read back', () => {
  it('are listed newest first for the customer and the team', async () => {
    const project = await projectAtDesign();
    await decide(project.id, { decision: 'request_changes', comment: 'A wider door please' }, c.a1);
    await decide(project.id, { decision: 'approve' }, c.a1);
    const path = `/api/projects/${project.id}/design-approval`;
    for (const cookie of [c.a1, c.staffA]) {
      const res = await t.request('GET', path, undefined, { cookie });
      expect(res.status).toBe(200);
      const { decisions } = await res.json();
      expect(decisions.map((d: { decision: string; comment: string | null; customerName: string }) => [d.decision, d.comment, d.customerName])).toEqual([
        ['approve', null, 'a1'],
        ['request_changes', 'A wider door please', 'a1'],
      ]);
    }
  });

  it("are refused to another customer, another company's staff and anonymous callers", async () => {
    const project = await projectAtDesign();
    const path = `/api/projects/${project.id}/design-approval`;
    expect((await t.request('GET', path, undefined, { cookie: c.a2 })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
    expect((await t.request('GET', path, undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
