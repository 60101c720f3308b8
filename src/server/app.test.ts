import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../tests/factories/world';
import { createTestApp } from '../../tests/setup/test-app';
import { AppError } from '../shared/errors';
import { insertCompany } from './db/insert-company';
import type { AppEnv } from './app-env';
import { onError } from './lib/http-errors';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await createTwoTenantWorld(t.db);
  await insertCompany(t.db, { name: 'Closed Down Ltd', subdomain: 'closed', isActive: false });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('tenants by host', () => {
  it("gives each host its own company's branding", async () => {
    const demo = await (await t.request('GET', '/api/company', undefined, { host: 'demo.localhost:3000' })).json();
    const acme = await (await t.request('GET', '/api/company', undefined, { host: 'acme.localhost:3000' })).json();
    expect(demo).toMatchObject({ name: 'Arbour Garden Rooms', subdomain: 'demo' });
    expect(acme).toMatchObject({ name: 'Acme Garden Buildings', subdomain: 'acme', primaryColor: '#1d4f91' });
    expect(Object.keys(acme).sort()).toEqual(['id', 'logoUrl', 'name', 'primaryColor', 'secondaryColor', 'subdomain']);
  });

  it('serves the default company on localhost, 127.0.0.1 and www', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'www.localhost']) {
      expect((await (await t.request('GET', '/api/company', undefined, { host })).json()).subdomain).toBe('demo');
    }
  });

  // An inactive company is offline (503), not unknown: features/tenants/company-offline.test.ts.
  it('answers 404 for an unknown company, on the API and on pages', async () => {
    for (const host of ['nobody.localhost']) {
      const api = await t.request('GET', '/api/company', undefined, { host });
      expect(api.status).toBe(404);
      expect((await api.json()).error.code).toBe('TENANT_NOT_FOUND');
      const page = await t.request('GET', '/dashboard', undefined, { host });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Company not found');
    }
  });
});

describe('API errors', () => {
  it('answers bad JSON with 400 in the error shape', async () => {
    const cookie = await t.signIn('a1@example.test');
    const res = await t.request('POST', '/api/me/first-login-complete', '{"oops', { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' } });
  });

  it('answers an unknown API path with 404 JSON, not the web page', async () => {
    const res = await t.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', { email: 'a@b.c', password: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('turns an unexpected failure into a 500 with a request id and nothing internal', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('requestId', 'req-123');
      await next();
    });
    app.onError(onError);
    app.get('/boom', () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId: 'req-123' } });
  });

  it('answers a transaction PostgreSQL rolled back for a deadlock with 409, and nothing of it is saved', async () => {
    await t.db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
    await t.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    // Each transaction takes one row, waits until the other has taken the other row, then wants it.
    let arrived = 0;
    let bothHoldOne!: () => void;
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.post('/move/:first/:second', async (c) => {
      const [first, second] = [Number(c.req.param('first')), Number(c.req.param('second'))];
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        if (++arrived === 2) bothHoldOne();
        await holding;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
      return c.json({ ok: true });
    });
    const answers = await Promise.all([app.request('/move/1/2', { method: 'POST' }), app.request('/move/2/1', { method: 'POST' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Someone else changed the same records at the same moment. Nothing was saved; please try again.' },
    });
    // The winner moved both rows once; the loser's first update was rolled back with it.
    const rows = (await t.db.execute<{ n: number }>(sql`select n from deadlock_probe order by id`)).rows;
    expect(rows.map((r) => Number(r.n))).toEqual([1, 1]);
  });

  it('maps service errors to their status in one place', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.get('/conflict', () => {
      throw new AppError('CONFLICT', 'Already paid.');
    });
    const res = await app.request('/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already paid.' } });
  });
});

describe('security headers', () => {
  it('come with every response: CSP without inline scripts, nosniff, referrer policy, no framing', async () => {
    const res = await t.request('GET', '/api/company');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('add HSTS when served over https', async () => {
    const res = await t.request('GET', '/api/company', undefined, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the routes, and every non-public one refuses an anonymous caller', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    const operations: { method: string; path: string; isPublic: boolean }[] = [];
    for (const [p, item] of Object.entries<Record<string, { security?: unknown[] }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations.push({ method: method.toUpperCase(), path: p, isPublic: Array.isArray(op.security) && op.security.length === 0 });
      }
    }
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/company', 'GET /api/me', 'GET /api/projects/{id}']),
    );
    const protectedOps = operations.filter((o) => !o.isPublic);
    expect(protectedOps.length).toBeGreaterThan(2);
    for (const op of protectedOps) {
      const res = await t.request(op.method, op.path.replace(/\{[^}]+\}/g, 'proj-x'), op.method === 'GET' ? undefined : {});
      expect({ op: `${op.method} ${op.path}`, status: res.status }).toEqual({ op: `${op.method} ${op.path}`, status: 401 });
    }
  });
});

describe('the web client', () => {
  it('serves index.html for client routes, re-read after a rebuild, and real robots.txt', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'arbour-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>build one</title>');
    await writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const web = await createTestApp({ clientDir });
    await insertCompany(web.db, { subdomain: 'demo' });

    const first = await web.request('GET', '/dashboard');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('build one');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");

    await new Promise((r) => setTimeout(r, 20));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>build two</title>');
    expect(await (await web.request('GET', '/')).text()).toContain('build two');

    const robots = await web.request('GET', '/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent');
  });
});
