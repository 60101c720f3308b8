import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';

let server: http.Server;
let port: number;

beforeAll(async () => {
  const t = await createTestApp();
  server = await new Promise<http.Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as http.Server)) as http.Server;
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request on `agent`, answered with its status, its Connection header and whether its socket was reused. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<{ status: number; connection?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { host: 'demo.localhost', 'content-type': 'application/json', ...(body ? { 'content-length': body.length } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    // The server may answer before the whole body is sent; a write after that is not this test's concern.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    req.end(body);
  });
}

describe('a body over the limit on a kept-alive connection', () => {
  it('is answered 413 with Connection: close, so the next request on the same agent goes on a fresh connection and works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await send(agent, 'GET', '/api/health')).toMatchObject({ status: 200, connection: 'keep-alive' });
      const tooLarge = Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(3 * 1024 * 1024) }));
      expect(await send(agent, 'POST', '/api/auth/sign-in/email', tooLarge)).toMatchObject({ status: 413, connection: 'close' });
      for (let i = 0; i < 3; i++) expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
