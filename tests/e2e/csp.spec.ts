import type { Page } from '@playwright/test';
import { PORTAL_PATH_PREFIXES } from '../../src/client/lib/portal-paths';
import { PUBLIC_PAGE_PATHS } from '../../src/shared/site-pages';
import { expect, interactAndHydrate, signInAs, tenantOrigin, test } from './fixtures';

/**
 * The app works under its Content Security Policy: every page is walked with the browser
 * reporting each violation (the securitypolicyviolation event and its console message), and
 * none may happen. The app itself must render, which it could not if its scripts were blocked.
 */
interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

async function watchCsp(page: Page): Promise<string[]> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const found: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return consoleReports;
}

/** Opens a page, lets it load its data, and returns the violations it reported. */
async function visit(page: Page, url: string, { app = true } = {}): Promise<Violation[]> {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], url).toMatch(/script-src 'self'/);
  await page.waitForLoadState('networkidle');
  if (app) {
    // The app ran under the policy: a page the server rendered is the app's after an interaction.
    await interactAndHydrate(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), url).not.toBeEmpty();
  }
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

async function walk(page: Page, urls: string[], options?: { app?: boolean }) {
  const consoleReports = await watchCsp(page);
  const violations: Violation[] = [];
  for (const url of urls) violations.push(...(await visit(page, url, options)));
  expect(violations, 'CSP violations').toEqual([]);
  expect(consoleReports, 'CSP console reports').toEqual([]);
}

/** The sample account of a role: each test's browser signs in to a copy of the demo company of its own. */
const demoEmail = (role: 'customer' | 'staff' | 'admin') => `${role}@example.com`;

/** A few pages a test, so the two workers share the walk and each test stays well inside its time. */
function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

test.describe.configure({ timeout: 120_000 });

for (const group of inGroups([...PUBLIC_PAGE_PATHS, '/no/such/page'], 4)) {
  test(`public pages ${group.join(', ')} run under the CSP without a violation`, async ({ page }) => {
    await walk(page, group);
  });
}

test("another company's public pages too", async ({ page }) => {
  const acme = tenantOrigin('acme');
  await walk(page, ['/', '/gallery', '/configurator', '/login'].map((p) => `${acme}${p}`));
});

test('the unknown-company page has no violation', async ({ page }) => {
  await walk(page, [`${tenantOrigin('nowhere')}/`], { app: false });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a signed-in customer's pages run under the CSP", async ({ page }) => {
  await signInAs(page, demoEmail('customer'));
  await walk(page, ['/welcome', '/onboarding', '/dashboard', '/messages', '/support', '/contracts']);
});

const staffPages = [...PORTAL_PATH_PREFIXES.filter((p) => !['/welcome', '/onboarding'].includes(p)), '/gallery/admin', '/configurator/admin'];
for (const group of inGroups(staffPages, 5)) {
  test(`staff and admin pages ${group.join(', ')} run under the CSP`, async ({ page }) => {
    await signInAs(page, demoEmail('admin'));
    await walk(page, group);
  });
}

test("a customer's project page for staff runs under the CSP", async ({ page }) => {
  await signInAs(page, demoEmail('staff'));
  // With its documents, diagrams and payments cards.
  await page.goto('/customers');
  await interactAndHydrate(page);
  const project = page.locator('a[href^="/customers/projects/"]').first();
  await expect(project).toBeVisible();
  await walk(page, [(await project.getAttribute('href'))!]);
});
