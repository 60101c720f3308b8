import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `db;dur=1.2;desc="3 statements", total;dur=4.5` as numbers. */
function serverTiming(res: Response) {
  const header = res.headers.get('server-timing') ?? '';
  const match = /^db;dur=([\d.]+);desc="(\d+) statements?", total;dur=([\d.]+)$/.exec(header);
  if (!match) throw new Error(`unexpected Server-Timing: "${header}"`);
  return { db: Number(match[1]), statements: Number(match[2]), total: Number(match[3]) };
}

describe('Server-Timing on API answers', () => {
  let t: TestApp;
  let cookie: string;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const world = await createTwoTenantWorld(t.db);
    cookie = await t.signIn(world.users.customerA1.email);
    projectId = world.projects.projectA1.id;
  });

  it("says how long the answer took and how much of it was the database's", async () => {
    const res = await t.request('GET', `/api/projects/${projectId}/payments`, undefined, { cookie });
    expect(res.status).toBe(200);
    const timing = serverTiming(res);
    expect(timing.statements).toBeGreaterThan(0);
    expect(timing.db).toBeGreaterThan(0);
    expect(timing.total).toBeGreaterThanOrEqual(timing.db);
  });

  it('counts only the statements of its own request, not those of requests answered beside it', async () => {
    const [busy, idle] = await Promise.all([
      t.request('GET', `/api/projects/${projectId}/payments`, undefined, { cookie }),
      t.request('GET', '/api/health'),
    ]);
    expect(serverTiming(busy).statements).toBeGreaterThan(0);
    expect(serverTiming(idle)).toMatchObject({ db: 0, statements: 0 });
  });

  it('is on refusals and errors too', async () => {
    const anonymous = await t.request('GET', `/api/projects/${projectId}/payments`);
    expect(anonymous.status).toBe(401);
    expect(serverTiming(anonymous).total).toBeGreaterThan(0);
    const unknown = await t.request('GET', '/api/no-such-route', undefined, { cookie });
    expect(unknown.status).toBe(404);
    expect(serverTiming(unknown).total).toBeGreaterThan(0);
  });

  it('is not on web pages', async () => {
    const page = await t.request('GET', '/');
    expect(page.headers.get('server-timing')).toBeNull();
  });
});
