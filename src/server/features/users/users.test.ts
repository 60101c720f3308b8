import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

describe('GET /api/me', () => {
  it('answers 401 in the error shape when signed out', async () => {
    const res = await t.request('GET', '/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  });

  it("gives a customer exactly the spec's fields, with their own project", async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('GET', '/api/me', undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: world.users.customerA1.id,
      name: 'a1',
      email: 'a1@example.test',
      role: 'customer',
      projectId: world.projects.projectA1.id,
      isFirstLogin: true,
    });
  });

  it('gives staff no project', async () => {
    const cookie = await t.signIn('staff-a@example.test');
    const body = await (await t.request('GET', '/api/me', undefined, { cookie })).json();
    expect(body).toMatchObject({ role: 'staff', projectId: null, isFirstLogin: false });
    expect(body.id).toMatch(/^user-/);
  });
});

describe('POST /api/me/first-login-complete', () => {
  it('is persisted: the next session still reads isFirstLogin false', async () => {
    const cookie = await t.signIn('a2@example.test');
    const res = await t.request('POST', '/api/me/first-login-complete', {}, { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).isFirstLogin).toBe(false);

    const again = await t.signIn('a2@example.test');
    expect((await (await t.request('GET', '/api/me', undefined, { cookie: again })).json()).isFirstLogin).toBe(false);
  });

  it('refuses an anonymous caller and unknown fields', async () => {
    expect((await t.request('POST', '/api/me/first-login-complete', {})).status).toBe(401);
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('POST', '/api/me/first-login-complete', { isFirstLogin: true }, { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a session of another company on this host', async () => {
    const cookie = await t.signIn('b1@example.test', undefined, { host: 'acme.localhost' });
    const res = await t.request('POST', '/api/me/first-login-complete', {}, { cookie, host: 'demo.localhost' });
    expect(res.status).toBe(401);
  });
});
