import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';

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

/**
 * The scripts (paths) a page asked for before its load event, as the browser timed them. After load
 * a server-rendered page fetches the app while idle (src/client/boot.ts); before it, only the boot script.
 */
export async function scriptsBeforeLoad(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation!.loadEventStart && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
      .sort();
  });
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

/**
 * Signs in through the API; the page shares the session cookie. In demo mode a sample account
 * signs in to the browser context's own copy of the demo company: a new context gets a new copy,
 * and every sign-in in that context (or in one that joined it, `pageInSameCopy`) stays in it.
 */
export async function signInAs(page: Page, email: string, origin?: string) {
  const res = await page.request.post(`${origin ?? ''}/api/auth/sign-in/email`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
}

/** The cookie naming a browser's own copy of the demo company (src/server/tenancy/demo-cookie.ts). */
export const DEMO_COPY_COOKIE = 'arbour_demo_copy';

export interface DemoCustomer {
  name: string;
  email: string;
  /** Their project in this copy (never the seeded `proj-123456`). */
  projectId: string;
}

/**
 * A customer with a project no other test touches: the sample customer, in this page's context's
 * own copy of the demo company (a test's `page` has a context of its own, so a copy of its own).
 */
export async function signInAsDemoCustomer(page: Page, origin?: string, email = 'customer@example.com'): Promise<DemoCustomer> {
  await signInAs(page, email, origin);
  const me = await (await page.request.get(`${origin ?? ''}/api/me`)).json();
  return { name: me.name, email: me.email, projectId: me.projectId };
}

/**
 * A page in a new browser context in the same copy of the demo company as `from`, signed in as
 * `email` if given: the staff side of a customer's copy, say. If `from` has no copy yet, the new
 * page's sign-in makes one and it is carried back to `from`, whose next sign-in lands in it too.
 */
export async function pageInSameCopy(browser: Browser, from: Page, email?: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const copy = await copyCookie(from.context());
  if (copy.length) await context.addCookies(copy);
  else if (!email) throw new Error('pageInSameCopy: the page it joins has no copy of the demo company yet');
  if (email) await signInAs(page, email);
  if (!copy.length) await joinSameCopy(page, from.context());
  return page;
}

/**
 * Gives a signed-out visitor's browser its own copy of the demo company (signing in as a sample
 * account and out again): their visits to the public site, a quote request say, then land in the
 * copy that staff quick access in the same copy (`pageInSameCopy`) sees.
 */
export async function startDemoCopy(page: Page): Promise<void> {
  await signInAs(page, 'customer@example.com');
  expect((await page.request.post('/api/auth/sign-out', { data: {} })).status()).toBe(200);
}

/** Carries `from`'s copy cookie into another context, whose next sign-in then lands in the same copy. */
export async function joinSameCopy(from: Page, to: BrowserContext) {
  const copy = await copyCookie(from.context());
  expect(copy, `${DEMO_COPY_COOKIE} cookie`).not.toEqual([]);
  await to.addCookies(copy);
}

async function copyCookie(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name === DEMO_COPY_COOKIE);
}

/** The project id of the customer signed in on this page (each copy has its own). */
export async function projectIdOf(page: Page, origin?: string): Promise<string> {
  return (await (await page.request.get(`${origin ?? ''}/api/me`)).json()).projectId;
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
  // Every result type, though only violations are read: with `resultTypes: ['violations']` axe's
  // region rule reports an open menu's portal (outside the landmarks) that it otherwise passes.
  // A frame sandboxed without scripts (an email's preview) cannot take axe in: it is checked by its title here, its HTML by the validator.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe[sandbox=""]').analyze();
  if (!alreadyReduced) await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}

export function tenantOrigin(subdomain: string): string {
  const url = new URL(process.env.E2E_PORT ? `http://localhost:${process.env.E2E_PORT}` : 'http://localhost:3210');
  return `http://${subdomain}.localhost:${url.port}`;
}
