import type { Page } from '@playwright/test';
import { expect, expectAccessible, holdTheApp, interactAndHydrate, scriptsBeforeLoad, signInAs, test } from './fixtures';

/** Signs in and opens the site once, as the login page would have: the browser has told the server its time zone. */
async function signedIn(page: Page, email: string) {
  await signInAs(page, email);
  await page.goto('/faqs');
}

/** A signed-in page is the app's once its code has arrived (src/client/boot.ts), with no sign of interest. */
async function hydratedWithoutInteraction(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Before load the page fetches the boot script alone; the app comes after, while the browser is idle. */
const BOOT_SCRIPT_ONLY = [expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/), '/theme-init.js'];

test.describe('the dashboard rendered on the server', () => {
  test("a customer's dashboard arrives complete with their own figures, loading only the boot script", async ({ page }) => {
    await signedIn(page, 'customer@example.com');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary.getByText('£11,000.00')).toBeVisible();
    expect(await scriptsBeforeLoad(page)).toEqual(BOOT_SCRIPT_ONLY);
    await expectAccessible(page);

    // Once its code has arrived the page hydrates by itself, keeping the page as it was (a mismatch
    // would log an error, which fails the test).
    await hydratedWithoutInteraction(page);
    await expect(summary.getByText('£11,000.00')).toBeVisible();
  });

  test('a tab pressed before the page has hydrated opens once it has', async ({ page }) => {
    await signedIn(page, 'customer@example.com');
    const release = await holdTheApp(page);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=payments/);
  });

  test('a button pressed the moment the page is the app\'s works, though its card hydrates after the rest', async ({ page }) => {
    await signedIn(page, 'customer@example.com');
    await page.goto('/dashboard');
    await hydratedWithoutInteraction(page);
    // Each card hydrates in a pass of its own after the page around it; a press hydrates its card at once.
    await page.getByRole('region', { name: 'Payment Summary' }).getByRole('button', { name: 'View payments' }).click();
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=payments/);
  });

  test('staff get their own dashboard the same way', async ({ page }) => {
    await signedIn(page, 'staff@example.com');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome Back')).toHaveCount(0);
    expect(await scriptsBeforeLoad(page)).toEqual(BOOT_SCRIPT_ONLY);
    await hydratedWithoutInteraction(page);
  });

  test('signed out, the dashboard still sends the visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });
});

test.describe("times in the visitor's own time zone", () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('a note on the dashboard says the same time before and after hydration', async ({ page }) => {
    // The sample customer, in this test's own copy of the demo company.
    await signInAs(page, 'customer@example.com');
    const { projectId } = (await (await page.request.get('/api/me')).json()) as { projectId: string };
    const created = await page.request.post(`/api/projects/${projectId}/notes`, { data: { content: 'Written at a known time.' } });
    expect(created.status()).toBe(201);
    const { createdAt } = (await created.json()) as { createdAt: string };
    const expected = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(createdAt));

    // Any page tells the server the browser's time zone, as the login page does before the dashboard.
    await page.goto('/');
    await page.goto('/dashboard');
    const notes = page.getByRole('region', { name: 'Project Notes & Updates' });
    await expect(notes.locator('time').first()).toContainText(expected);
    // A different time after hydration would log a mismatch, which fails the test.
    await interactAndHydrate(page);
    await expect(notes.locator('time').first()).toContainText(expected);
  });
});

test.describe('every signed-in page the server renders', () => {
  // Not UTC, the server's own zone: a time written in the wrong zone would not hydrate cleanly.
  test.use({ timezoneId: 'America/New_York' });

  async function expectRenderedAndHydrated(page: Page, path: string) {
    await page.goto(path);
    await expect(page.locator('#root[data-ssr]'), path).not.toBeEmpty();
    // A page that differed from its server rendering logs an error, which fails the test.
    await interactAndHydrate(page);
    await page.waitForLoadState('networkidle');
  }

  test('for staff, arrives rendered and hydrates as it was', async ({ page }) => {
    await signedIn(page, 'staff@example.com');
    for (const path of ['/dashboard', '/messages', '/support', '/contracts', '/customers', '/leads', '/emails', '/scheduling', '/settings']) {
      await expectRenderedAndHydrated(page, path);
    }
    await page.goto('/customers');
    const project = await page.locator('a[href^="/customers/projects/"]').first().getAttribute('href');
    await expectRenderedAndHydrated(page, project!);
  });

  test('for an admin, who may change the settings, arrives rendered and hydrates as it was', async ({ page }) => {
    await signedIn(page, 'admin@example.com');
    await page.goto('/settings');
    // The saved values are in the HTML: the form does not sit empty until the app runs.
    const company = page.getByRole('region', { name: 'Company' });
    await expect(company.getByLabel('Company name')).toHaveValue('Arbour Garden Rooms');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    for (const path of ['/settings', '/scheduling']) await expectRenderedAndHydrated(page, path);
  });

  test('for a customer, arrives rendered and hydrates as it was', async ({ page }) => {
    await signedIn(page, 'customer@example.com');
    for (const path of ['/dashboard', '/messages', '/support', '/contracts']) await expectRenderedAndHydrated(page, path);
  });
});
