import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTwoTenantWorld } from '../../tests/factories/world';
import { createTestDatabase, testConfig } from '../../tests/setup/test-app';
import { zSiteContent } from '../shared/schemas/site-content';
import { createApp } from './app';
import { startDevServer, type StartedDevServer } from './dev-server';
import { defaultSiteContent } from './features/site-content/default-site-content';
import { upsertSiteContent } from './features/site-content/site-content.queries';
import { silentLogger } from './lib/logger';
import { securityHeaders } from './lib/security-headers';

/**
 * `npm run dev`'s server as index.ts starts it: Vite in middleware mode in front of the app on one
 * HTTP server, pages rendered on the server from the sources.
 */

const TIER = 'Larchwood Retreat';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Where DATA_DIR is by default: inside the project, whose files Vite serves.
const DATA_DIR = path.join(ROOT, 'data', `dev-server-test-${randomUUID()}`);
const SECRET = randomUUID();

let dev: StartedDevServer | undefined;
let server: Server | undefined;
let base: string;

beforeAll(async () => {
  const { db, appDb } = await createTestDatabase();
  const world = await createTwoTenantWorld(db);
  const content = defaultSiteContent('Arbour Garden Rooms');
  content.pricing.tiers[0]!.name = TIER;
  await upsertSiteContent(db, world.tenantA.company.id, zSiteContent.parse(content), null);
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(path.join(DATA_DIR, 'auth-secret'), SECRET);
  dev = await startDevServer({ serverOptions: {}, logger: silentLogger, dataDir: DATA_DIR, watch: false, cacheDir: path.join(inject('testFilesDir'), 'vite') });
  const { app } = createApp({ db: appDb, config: testConfig(), logger: silentLogger, devServer: dev });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: dev.createServer }) as Server;
  await once(server, 'listening');
  // localhost is the default company's (demo, Arbour Garden Rooms).
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await dev?.close();
  await rm(DATA_DIR, { recursive: true, force: true });
  // ./data too, unless something else is in it.
  await rmdir(path.dirname(DATA_DIR)).catch(() => undefined);
});

async function pricing() {
  const res = await fetch(`${base}/pricing`);
  return { res, html: await res.text() };
}

describe('npm run dev', () => {
  it("renders /pricing on the server from the sources, with Vite's client and the app's entry as source", { timeout: 120_000 }, async () => {
    const { res, html } = await pricing();
    expect(res.status).toBe(200);
    const root = /<div id="root" data-ssr>([^]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    expect(root).toContain('Pricing');
    // The company's own content, read from the database by the page's loaders.
    expect(root).toContain(TIER);
    expect(html).toContain('<script id="arbour-data" type="application/json">');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // The page checks run before the app's entry, which hydrates at once: no boot script, no built assets.
    const checks = html.indexOf('<script type="module" src="/src/client/dev-page-checks.ts"></script>');
    const entry = html.indexOf('<script type="module" src="/src/client/main.tsx"></script>');
    expect(checks).toBeGreaterThan(-1);
    expect(entry).toBeGreaterThan(checks);
    expect(html).not.toContain('data-app=');
    expect(html).not.toContain('/assets/');
    // Painted styled before the entry runs, in the element Vite's client updates on an edit.
    expect(html).toMatch(/<style type="text\/css" data-vite-dev-id="[^"]*\/src\/client\/styles\.css">[^<]*tailwindcss/);
  });

  it("lets the page run Vite's inline preamble by its hash and open the hot-reload websocket, and no other inline script", { timeout: 120_000 }, async () => {
    const { res, html } = await pricing();
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc.sort()).toEqual(["'self'", ...hashes].sort());
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' ws:");
  });

  it("serves the client's modules through Vite and the API from the app", { timeout: 60_000 }, async () => {
    const entry = await fetch(`${base}/src/client/main.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(await entry.text()).toContain('hydrateRoot');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-security-policy')).toContain("connect-src 'self' ws:");
  });

  it('never serves a file of the data directory', async () => {
    const refused = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(`${base}/${path.relative(ROOT, DATA_DIR)}/auth-secret`);
    expect(await res.text()).not.toContain(SECRET);
    expect(refused.mock.calls.flat().join(' ')).toMatch(/auth-secret" is outside of Vite serving allow list/);
  });

  it('is refused in production, whose policy stays without it', () => {
    expect(() => securityHeaders(testConfig({ isProduction: true }), { scriptSrc: ["'sha256-x'"], connectSrc: ['ws:'] })).toThrow(/development only/);
  });
});
