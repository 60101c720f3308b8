import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { createServerLifecycle } from '../../lib/server-lifecycle';

describe('liveness and readiness', () => {
  it('answers liveness without asking the database, and readiness 503 with Retry-After while the database does not answer', async () => {
    let databaseAnswers = true;
    let asked = 0;
    const ping = () => {
      asked++;
      return databaseAnswers ? Promise.resolve() : new Promise<void>((_, reject) => setTimeout(() => reject(new Error('no answer within a second')), 50));
    };
    const t = await createTestApp({}, { ping });
    expect(await (await t.request('GET', '/api/health/ready')).json()).toEqual({ status: 'ready' });
    expect(asked).toBe(1);

    databaseAnswers = false;
    const live = await t.request('GET', '/api/health');
    expect(live.status).toBe(200);
    expect(asked).toBe(1);
    const ready = await t.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The database is not answering.' } });

    databaseAnswers = true;
    expect((await t.request('GET', '/api/health/ready')).status).toBe(200);
  });

  it('answers readiness 503 from the moment shutdown begins, while other requests are still served', async () => {
    const lifecycle = createServerLifecycle();
    const t = await createTestApp({}, { lifecycle });
    expect((await t.request('GET', '/api/health/ready')).status).toBe(200);

    lifecycle.shuttingDown = true;
    const ready = await t.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await ready.json()).error).toEqual({ code: 'UNAVAILABLE', message: 'This server is shutting down.' });
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
