import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { seedDemo } from './seed';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ demoMode: true });
});

describe('the demo seed', () => {
  it('fills an empty database once, and leaves a seeded one alone', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
  });

  it("gives the sample customer the spec's sample project", async () => {
    const cookie = await t.signIn('customer@example.com', 'password123');
    const me = await (await t.request('GET', '/api/me', undefined, { cookie })).json();
    expect(me).toMatchObject({ email: 'customer@example.com', role: 'customer', projectId: 'proj-123456' });
    const project = await (await t.request('GET', '/api/projects/proj-123456', undefined, { cookie })).json();
    expect(project).toMatchObject({ stage: 'design_confirmation', installDate: '2024-04-22', progress: 65 });
  });

  it('seeds staff and an admin, and a second company with its own people and project', async () => {
    for (const email of ['staff@example.com', 'admin@example.com']) {
      expect((await (await t.request('GET', '/api/me', undefined, { cookie: await t.signIn(email, 'password123') })).json()).role).not.toBe('customer');
    }
    const acmeStaff = await t.signIn('staff@acme.example.com', 'password123', { host: 'acme.localhost' });
    const own = await t.request('GET', '/api/projects/proj-acme-0001', undefined, { cookie: acmeStaff, host: 'acme.localhost' });
    expect(own.status).toBe(200);
    const demos = await (await t.request('GET', '/api/demo/accounts', undefined, { host: 'acme.localhost' })).json();
    expect(demos.accounts.map((a: { email: string }) => a.email)).toEqual(['customer@acme.example.com', 'staff@acme.example.com']);
  });
});
