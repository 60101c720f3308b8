import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designDecisions } from '../../db/schema/design-decisions';
import { insertProject } from '../../../../tests/factories/projects';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
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

  it('a change request is kept for the team and leaves the stage as it is', async () => {
    const project = await projectAtDesign();
    expect((await decide(project.id, { decision: 'request_changes' }, c.a1)).status).toBe(400);
    const res = await decide(project.id, { decision: 'request_changes', comment: 'Move the door to the left' }, c.a1);
    expect((await res.json()).stage).toBe('design_confirmation');
    const [row] = await t.db.select().from(designDecisions).where(eq(designDecisions.projectId, project.id));
    expect(row).toMatchObject({ decision: 'request_changes', comment: 'Move the door to the left' });
  });

  it('is the customer’s alone: staff, another customer and anonymous callers are refused', async () => {
    const project = await projectAtDesign();
    expect((await decide(project.id, { decision: 'approve' }, c.staffA)).status).toBe(403);
    expect((await decide(project.id, { decision: 'approve' }, c.a2)).status).toBe(404);
    expect((await t.request('POST', `/api/projects/${project.id}/design-approval`, { decision: 'approve' })).status).toBe(401);
  });
});
