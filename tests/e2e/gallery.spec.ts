import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

// The upload test adds a photo to the demo company's public gallery, which the other test counts: one at a time.
test.describe.configure({ mode: 'serial' });

const thumbnails = (page: Page) => page.getByRole('button', { name: /^View larger:/ });

test('staff upload a photo, publish it, and it appears in the gallery under its category', async ({ page }) => {
  const caption = `Oak studio ${randomUUID().slice(0, 8)}`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6f9d4f' } }).jpeg().toBuffer();

  await signInAs(page, 'staff@example.com');
  await page.goto('/gallery/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery admin' })).toBeVisible();
  await interactAndHydrate(page);
  await expect(page.getByRole('list', { name: 'Gallery photos' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'oak-studio.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Caption', { exact: true }).first().fill(caption);
  await page.getByLabel('Category', { exact: true }).first().selectOption({ label: 'Studio' });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo uploaded')).toBeVisible();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: caption }) });
  await expect(row.getByText('Not published')).toBeVisible();
  // Not in the public gallery until published.
  expect((await (await page.request.get('/api/gallery')).json()).items.map((i: { caption: string }) => i.caption)).not.toContain(caption);
  await row.getByRole('button', { name: `Publish ${caption}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  const inGallery = page.getByRole('button', { name: `View larger: ${caption}` });
  await page.goto('/gallery');
  await expect(inGallery).toBeVisible();
  await expect(page.getByText(caption, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Studios/ }).click();
  await expect(inGallery).toBeVisible();
  await page.getByRole('button', { name: /^Home Offices/ }).click();
  await expect(inGallery).toHaveCount(0);

  // Tidy up through the page: asked once more, then gone from the gallery too.
  await page.goto('/gallery/admin');
  await interactAndHydrate(page);
  await row.getByRole('button', { name: `Delete: ${caption}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('/gallery');
  await expect(thumbnails(page).first()).toBeVisible();
  await expect(inGallery).toHaveCount(0);
});

test('visitors filter the gallery and page through photos in the lightbox by keyboard', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const all = await thumbnails(page).count();
  expect(all).toBeGreaterThanOrEqual(6);
  // The seeded photos are served and drawn, at their sizes.
  const first = thumbnails(page).first().locator('img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Home Offices/ }).click();
  await expect(page.getByRole('button', { name: /^Home Offices/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnails(page)).toHaveCount(2);
  expect(page.url()).toContain('category=home_office');

  const opener = thumbnails(page).first();
  const [firstCaption, secondCaption] = (await thumbnails(page).allTextContents()).map((text) => text.replace(/^View larger: /, ''));
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: firstCaption });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Photo 1 of 2', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: secondCaption })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: firstCaption })).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('dialog', { name: secondCaption })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: /^All/ }).click();
  await expect(thumbnails(page)).toHaveCount(all);
});

test('the gallery admin asks a visitor to sign in and tells a customer it is for staff', async ({ page }) => {
  await page.goto('/gallery/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to manage the gallery' })).toBeVisible();
  await signInAs(page, 'customer@example.com');
  await page.goto('/gallery/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
