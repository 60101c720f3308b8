import type { Page } from '@playwright/test';
import { expect, interactAndHydrate, scriptsBeforeLoad, signInAs, test } from './fixtures';

/**
 * A page rendered on the server loads only the boot script before its load event. Once it has
 * loaded and the browser is idle, the boot script prefetches the app's entry and the page's own
 * chunks into the browser's cache without running them (src/client/boot.ts, the list written by
 * the server from the build's manifest), so the visitor's first tap waits for the app to start,
 * not for it to download. A signed-in visitor's page then starts the app without waiting for a tap.
 */

const BOOT_SCRIPT_ONLY = [expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/), '/theme-init.js'];

/** What the server told the boot script to fetch ahead. */
async function namedOnTheBootScript(page: Page): Promise<string[]> {
  return ((await page.locator('script[data-prefetch]').getAttribute('data-prefetch')) ?? '').split(' ').filter(Boolean);
}

/** The scripts the page fetched after its load event, once everything named on the boot script has arrived. */
async function fetchedWhileIdle(page: Page): Promise<string[]> {
  const named = await namedOnTheBootScript(page);
  await page.waitForFunction((files) => {
    const arrived = new Set(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd > 0).map((entry) => new URL(entry.name).pathname),
    );
    return files.every((file) => arrived.has(file));
  }, named);
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= navigation!.loadEventStart)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
}

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

/** Hydrating finds the app's files in the browser's cache: none of them comes over the network a second time. */
async function expectHydratedFromWhatWasFetched(page: Page) {
  await interactAndHydrate(page);
  await page.waitForLoadState('networkidle');
  const downloaded = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.transferSize > 0)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(downloaded.filter((path, i) => downloaded.indexOf(path) !== i)).toEqual([]);
}

test('a public page prefetches the app and its own chunks once loaded and idle, without running them', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(await scriptsBeforeLoad(page)).toEqual(BOOT_SCRIPT_ONLY);

  const idle = await fetchedWhileIdle(page);
  expect(idle).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/pricing-[\w-]+\.js$/)]));
  expect(idle).toEqual(expect.arrayContaining(await namedOnTheBootScript(page)));
  // Fetched, not run: the page is still the server's HTML until the visitor interacts.
  await expectNotHydrated(page);

  await expectHydratedFromWhatWasFetched(page);
});

test.describe("a customer's dashboard", () => {
  // The browser's zone, told to the server as public/theme-init.js would have, so the page is rendered there.
  test.use({ timezoneId: 'Europe/London' });

  test('prefetches the app, the portal layout, the page and its view once loaded and idle, then hydrates without waiting for a sign', async ({ page, baseURL }) => {
    await signInAs(page, 'customer@example.com');
    await page.context().addCookies([{ name: 'tz', value: encodeURIComponent('Europe/London'), url: baseURL! }]);
    await page.goto('/dashboard');
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await scriptsBeforeLoad(page)).toEqual(BOOT_SCRIPT_ONLY);

    const idle = await fetchedWhileIdle(page);
    for (const chunk of ['index', 'require-auth-layout', 'dashboard', 'customer-dashboard-page']) {
      expect(idle, chunk).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)));
    }
    expect(idle).toEqual(expect.arrayContaining(await namedOnTheBootScript(page)));
    // A signed-in visitor's page is the app's once its code has arrived, so their first tap is answered by the app.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    await expectHydratedFromWhatWasFetched(page);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  });
});
