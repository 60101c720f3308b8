import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

/** A real 1×1 PNG: the server checks the bytes, not just the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PURPLE = '#7b2d8e';

// These tests change the demo company's branding, which every other spec shares: one at a time,
// and the colour is put back afterwards.
test.describe.configure({ mode: 'serial' });

async function openSettingsAs(page: Page, email: string) {
  await signInAs(page, email);
  await page.goto('/settings');
  await interactAndHydrate(page);
  await expect(page.getByRole('region', { name: 'Company' })).toBeVisible();
}

const rootPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test.afterAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin@example.com');
  const current = await (await page.request.get('/api/settings')).json();
  const { logoMaxBytes: _limit, subdomain: _subdomain, logoUrl: _logo, ...input } = current;
  await page.request.put('/api/settings', { data: { ...input, primaryColor: '#1f6f4a' } });
  await page.context().close();
});

test('an admin changes the primary colour and the header repaints without a reload', async ({ page }) => {
  await openSettingsAs(page, 'admin@example.com');
  await expectAccessible(page);
  expect(await rootPrimary(page)).toBe('#1f6f4a');

  const field = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await field.fill(PURPLE);
  // The preview follows the field before anything is saved.
  const preview = page.getByRole('figure', { name: 'Preview' });
  await expect(preview.getByText('Primary button')).toHaveCSS('background-color', 'rgb(123, 45, 142)');
  expect(await rootPrimary(page)).toBe('#1f6f4a');

  await page.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  await expect.poll(() => rootPrimary(page)).toBe(PURPLE);
  // The header's marker for the current page is a pale tint of the brand colour (88% towards white).
  const current = page.locator('header').getByRole('link', { name: 'Settings' });
  await expect(current).toHaveCSS('background-color', 'rgb(239, 230, 241)');
  await page.reload();
  await interactAndHydrate(page);
  await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(PURPLE);
});

test('an admin uploads a PNG logo; the header shows it at once and the public home page shows it', async ({ page }) => {
  await openSettingsAs(page, 'admin@example.com');
  const card = page.getByRole('region', { name: 'Logo' });
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: /^(Upload|Replace) logo$/ }).click();
  await (await chooser).setFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo uploaded')).toBeVisible();

  const headerLogo = page.locator('header').getByRole('img', { name: 'Arbour Garden Rooms logo' });
  await expect(headerLogo).toHaveAttribute('src', /^\/api\/company\/logo\?v=[0-9a-f-]{36}$/);
  const src = await headerLogo.getAttribute('src');

  await page.goto('/');
  const publicLogo = page.locator('header').getByRole('img', { name: 'Arbour Garden Rooms logo' });
  await expect(publicLogo).toHaveAttribute('src', src!);
  await expect.poll(() => publicLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an admin adds a team, then removes it', async ({ page }) => {
  await openSettingsAs(page, 'admin@example.com');
  const teams = page.getByRole('region', { name: 'Teams' });
  const name = `Team ${randomUUID().slice(0, 6)}`;
  await teams.getByRole('textbox', { name: 'New team' }).fill(name);
  await teams.getByRole('button', { name: 'Add team' }).click();
  await expect(teams.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(teams.getByRole('textbox', { name: 'New team' })).toHaveValue('');
  await expectAccessible(page);

  await teams.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${name}?` });
  await dialog.getByRole('button', { name: 'Remove team' }).click();
  await expect(teams.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('staff see every setting read-only', async ({ page }) => {
  await openSettingsAs(page, 'staff@example.com');
  await expect(page.getByText(/^Only an admin can change these settings\./)).toBeVisible();
  const company = page.getByRole('region', { name: 'Company' });
  await expect(company.getByText('Arbour Garden Rooms', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /logo$/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Teams' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Support response target' }).getByText(/\d+ hours?$/)).toBeVisible();
  await expectAccessible(page);
});

test('at 1280 px an admin’s header fits every link, the View as switch on one line and Sign out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSettingsAs(page, 'admin@example.com');
  const header = page.locator('header').first();
  for (const name of ['Dashboard', 'Sent emails', 'Settings']) await expect(header.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: /Sign out/ })).toBeInViewport({ ratio: 1 });
  const viewAs = header.getByRole('button', { name: /View as/ });
  await expect(viewAs).toBeInViewport({ ratio: 1 });
  // One line of text: the switch keeps its 36 px height instead of wrapping its words.
  expect((await viewAs.boundingBox())!.height).toBeLessThanOrEqual(40);
});
