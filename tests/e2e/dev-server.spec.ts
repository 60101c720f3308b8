import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as plain } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * `npm run dev` itself (scripts/dev.mjs, on a port and data directory of its own): pages come
 * rendered from the server and hydrate with hot reload connected, and a page whose hydration
 * differs from its server rendering is reported loudly, on the page and in the server's log.
 */

let server: ChildProcess | undefined;
let dataDir: string;
let base: string;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The embedded PostgreSQL's first start, the demo seed and Vite's first transforms.
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-dev-'));
  // The embedded PostgreSQL may run as a user of its own.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilReady(server, 200_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

test('a page comes rendered from the server and hydrates at once, with hot reload connected', async ({ page }) => {
  test.setTimeout(120_000);
  // Vite's client says "connected" as soon as its websocket opens, maybe before the page has hydrated.
  const hotReload = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).includes('"connected"') && resolve())),
  );
  const res = await page.goto(`${base}/pricing`);
  expect(await res?.text()).toContain('<div id="root" data-ssr>');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await hotReload;
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  expect(output).not.toContain('differed from its server rendering');
});

plain('a page whose hydration differs from its server rendering is reported on the page and in the log', async ({ page }) => {
  plain.setTimeout(120_000);
  // The page as the browser parses it differs from what the app renders: its heading's text is changed before the app runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      heading.textContent = 'Not what the server rendered';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${base}/pricing`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.locator('vite-error-overlay .message-body')).toContainText('/pricing: The page differed from its server rendering');
  expect(errors.join('\n')).toContain('The page differed from its server rendering');
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/"path":"\/pricing".*a page in the browser differed from its server rendering/);
});

/** Node's --watch keeps waiting for an edit after a failed start: the log then says so at once. */
async function untilReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && !output.includes('Failed running')) {
    if (await fetch(`${base}/api/health/ready`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not start:\n${output.slice(-4000)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
