import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  cookie = await t.signIn('admin-a@example.test');
});

describe('input PostgreSQL cannot store', () => {
  it('answers a NUL character in a project id with a 400 in the error shape, not a 500', async () => {
    const res = await t.request('GET', '/api/projects/%00/calendar.ics', undefined, { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request contains a character that cannot be stored, such as a null character.' } });
  });

  it('answers a NUL character in a project id of a message with a 400', async () => {
    const res = await t.request('POST', '/api/projects/proj%00x/messages', { content: 'Hello' }, { cookie });
    expect(res.status).toBe(400);
  });
});
