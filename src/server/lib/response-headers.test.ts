import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';

// The Node adapter answers with light responses that in-process requests never make; the headers
// set after a handler has answered are checked here on a real server, as a browser receives them.
let server: ServerType;
let port: number;

beforeAll(async () => {
  const t = await createTestApp();
  await createTwoTenantWorld(t.db);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add Accept-Encoding of its own). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { host: 'demo.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('headers added after the answer, on a real server', () => {
  it('an API answer is not stored, and says it varies by encoding, compressed or not', async () => {
    const plain = await send('GET', '/api/company');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ subdomain: 'demo' });

    const gzipped = await send('GET', '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toHaveProperty('openapi', '3.1.0');
  });

  it('HSTS comes with an answer over https', async () => {
    const res = await send('GET', '/api/company', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('a body over the limit is still refused with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) });
    const refused = await send('POST', '/api/auth/sign-in/email', { 'content-type': 'application/json', origin: 'http://demo.localhost' }, big);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body.toString('utf8')).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
