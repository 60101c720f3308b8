import type { Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

const PAGE_SIZE = 10;

function installationsCard(page: Page) {
  return page.getByRole('region', { name: 'Upcoming Installations' });
}

/** A date this many days ahead, as a date input holds it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types into the search box and waits for the server's answer to be on screen (the box waits for typing to pause). */
async function search(page: Page, text: string) {
  const card = installationsCard(page);
  const answered = page.waitForResponse((res) => res.url().includes('/api/installations?') && new URL(res.url()).searchParams.get('search') === text);
  await card.getByRole('searchbox', { name: 'Search installations' }).fill(text);
  await answered;
  await expect(card.locator('[aria-busy="true"]')).toHaveCount(0);
  return card;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'staff@example.com');
});

test('staff see the seeded figures: Production Status at 75%, 7 in production, 5 complete, and the installations over 3 pages', async ({ page }) => {
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();

  const production = page.getByRole('region', { name: 'Production Status' });
  await expect(production.getByText('75%', { exact: true })).toBeVisible();
  await expect(production.getByRole('meter', { name: 'Workshop capacity used' })).toHaveAttribute('aria-valuenow', '75');
  await expect(production.getByRole('definition').first()).toHaveText('7');
  await expect(production.getByText('Complete', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('5');

  const figures = page.getByRole('region', { name: 'Figures' });
  for (const label of ['Active Projects', 'Pending Installations', 'Pending Tasks', 'New Leads', 'Open Tickets', 'Unanswered Tickets']) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(figures.getByRole('link', { name: /^\d+ past the response target$/ })).toHaveAttribute('href', '/support');

  // The seed books 22; a demo visitor signing in during a parallel run gets a copy of the sample project, booked too.
  const { total } = (await (await page.request.get('/api/installations')).json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(22);
  const card = installationsCard(page);
  await expect(card.getByText(`Page 1 of ${Math.ceil(total / PAGE_SIZE)}`)).toBeVisible();
  if (total === 22) await expect(card.getByText('Page 1 of 3')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Installations' }).getByRole('row')).toHaveCount(PAGE_SIZE + 1);
  await expect(card.getByRole('row').nth(1).getByText('Overdue')).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByText(`Page 2 of ${Math.ceil(total / PAGE_SIZE)}`)).toBeVisible();
});

test('searching narrows the table, sorting says so, and nothing matching says so', async ({ page }) => {
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const card = await search(page, 'patel');
  const rows = card.getByRole('table', { name: 'Installations' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Raj Patel');
  await expect(card.getByText('Page 1 of 1')).toBeVisible();

  await search(page, 'West Sussex');
  await expect(rows.nth(1)).toContainText('West Sussex');
  const locations = card.getByRole('columnheader', { name: /^Location/ });
  await locations.getByRole('button').click();
  await expect(locations).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('Chichester, West Sussex');
  await locations.getByRole('button').click();
  await expect(locations).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText('Midhurst, West Sussex');

  await search(page, 'nobody-lives-here');
  await expect(card.getByText('No installations match “nobody-lives-here”.')).toBeVisible();
  await expectAccessible(page);
});

test("editing an installation's date and team persists after a reload", async ({ page }) => {
  const newDate = daysAhead(64);
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  await search(page, 'Poppy Lewis');
  await installationsCard(page).getByRole('button', { name: 'Edit the installation for Poppy Lewis' }).click();
  const editor = page.getByRole('region', { name: 'Edit Installation' });
  await expect(editor).toContainText('Poppy Lewis');
  await editor.getByLabel('Install date').fill(newDate);
  await editor.getByLabel('Team').selectOption({ label: 'Team Oak' });
  await editor.getByLabel('Time slot').selectOption('afternoon');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Installation saved')).toBeVisible();

  await page.reload();
  await interactAndHydrate(page);
  const card = await search(page, 'Poppy Lewis');
  await expect(card.getByRole('row').nth(1)).toContainText('Team Oak');
  await expect(card.getByRole('row').nth(1)).toContainText('Afternoon');
  const reloaded = page.getByRole('region', { name: 'Edit Installation' });
  await expect(reloaded).toContainText('Poppy Lewis');
  await expect(reloaded.getByLabel('Install date')).toHaveValue(newDate);
  await expect(reloaded.getByLabel('Team').locator('option:checked')).toHaveText('Team Oak');
});

test('on a 390 px phone a dropdown replaces the tabs and switches between them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const section = page.getByLabel('Section', { exact: true });
  await expect(section).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeHidden();
  await expect(installationsCard(page)).toBeVisible();
  await expectAccessible(page);

  await section.selectOption({ label: 'My Tasks' });
  await expect(page.getByRole('region', { name: 'My Tasks' })).toBeVisible();
  await expect(installationsCard(page)).toHaveCount(0);
  await section.selectOption({ label: 'Recent Activity' });
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  await expectAccessible(page);
});

test('on a 390 px phone the page never scrolls sideways: a wide table scrolls within its own box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  // Before hydration (as the server sent it) and after.
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBe(390);
  await interactAndHydrate(page);
  await expect(installationsCard(page)).toBeVisible();
  expect(await pageWidth()).toBe(390);
});
