import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'password123';

/** Fails a test whose page logged an error we did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium reports every 4xx fetch (e.g. /api/me answering 401 when signed out) as a console error.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A server-rendered public page is the app's only after the visitor's first interaction
 * (src/client/boot.ts): this moves the mouse, as a visitor would, and waits for it.
 */
export async function interactAndHydrate(page: Page) {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Holds the app's entry script until `release` is called: "before the page has hydrated", for as long as a test needs. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Signs in through the API; the page shares the session cookie. */
export async function signInAs(page: Page, email: string, origin?: string) {
  const res = await page.request.post(`${origin ?? ''}/api/auth/sign-in/email`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
}

/**
 * WCAG 2.2 AA checks by axe-core on what the page shows now. Motion is paused while it looks:
 * a panel caught half-way through its fade-in would read as low contrast.
 */
export async function expectAccessible(page: Page) {
  const alreadyReduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  if (!alreadyReduced) await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}

export function tenantOrigin(subdomain: string): string {
  const url = new URL(process.env.E2E_PORT ? `http://localhost:${process.env.E2E_PORT}` : 'http://localhost:3210');
  return `http://${subdomain}.localhost:${url.port}`;
}
