import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, interactAndHydrate, test } from './fixtures';

// Blocked for the other tests (playwright.config.ts); installing and updating can take a while on a busy machine.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/**
 * The next release, as the browser sees it: a service worker script that differs from the one it
 * runs. It also answers "which build?", so the test can tell which version controls the page.
 */
const NEXT_BUILD = `
self.addEventListener('message', (event) => {
  if (event.data === 'which-build') event.source.postMessage('next');
});
`;

/**
 * A site that can be redeployed while a visitor has it open: a proxy in front of the test server
 * which, once `deploy()` is called, serves the next build's service worker. The built files
 * other tests use stay as they are.
 */
async function startDeployableSite(upstreamPort: number) {
  let next: string | null = null;
  const server = http.createServer((req, res) => {
    const isWorker = req.url?.split('?')[0] === '/service-worker.js';
    // The worker is read as text to be changed, so it must come uncompressed.
    const headers = isWorker ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers;
    const forward = http.request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers }, (upstream) => {
      if (next !== null && isWorker && upstream.statusCode === 200) {
        // The current worker plus the next build's lines: a byte-different script, so a new version.
        const chunks: Buffer[] = [];
        upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstream.on('end', () => {
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
          res.end(Buffer.concat(chunks).toString('utf8') + next);
        });
        return;
      }
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy: () => {
      next = NEXT_BUILD;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Waits for the worker to install and activate, then reloads: from then on it controls the page. */
async function openControlled(page: Page, url: string) {
  await page.goto(url);
  // The app registers the worker, and a server-rendered page loads the app on the first interaction.
  await interactAndHydrate(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);
  await interactAndHydrate(page);
}

/** Every URL in every Cache Storage cache, by cache name. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });
}

test('the service worker controls the built app, precaches its shell and never caches API answers', async ({ page }) => {
  await openControlled(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first install is not an update: nothing to announce.
  await expect(page.getByText('Update Available')).toHaveCount(0);

  // Pages that call the API, then a call of our own.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/company').then((r) => r.status))).toBe(200);

  const urls = Object.values(await cachedUrls(page)).flat();
  // The shell is there (so this looks where the worker keeps things), and the pages visited...
  expect(urls.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
  expect(urls).toContain('/pricing');
  // ...but no API answer, in any cache.
  expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
});

test('a new version waiting shows the update toast, and Update reloads into it', async ({ page, baseURL }) => {
  const site = await startDeployableSite(Number(new URL(baseURL!).port));
  try {
    await openControlled(page, `${site.origin}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

    site.deploy();
    const toast = page.getByRole('listitem').filter({ hasText: 'Update Available' });
    // Coming back to the tab looks for a new version (again, until the page has started watching).
    await expect(async () => {
      await page.evaluate(() => {
        for (const state of ['hidden', 'visible']) {
          Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }
      });
      await expect(toast).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(toast).toContainText('A new version is available. Refresh to update.');
    // Until the visitor chooses, the page keeps running the version it loaded.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Update' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const build = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
          navigator.serviceWorker.controller?.postMessage('which-build');
        }),
    );
    expect(build).toBe('next');
    await expect(page.getByText('Update Available')).toHaveCount(0);
  } finally {
    await site.close();
  }
});
