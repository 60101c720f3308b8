import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

test('staff post a diary entry with a photo; the customer sees it in the feed and opens the lightbox by keyboard', async ({ page, browser }) => {
  const body = `Wall panels up and the roof boarded ${randomUUID().slice(0, 8)}.`;
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#8a9a7b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
  const customer = await signInAsDemoCustomer(page);

  // Staff, in the same copy of the demo company, post to the customer's project.
  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  await staff.goto(`/customers/projects/${customer.projectId}`);
  await interactAndHydrate(staff);
  const staffDiary = staff.getByRole('region', { name: 'Site Diary' });
  // The seeded internal entry is the team's to see.
  await expect(staffDiary.getByText(/^Side gate is 90 cm wide/)).toBeVisible();
  await staffDiary.getByRole('button', { name: 'Post to the Diary' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Post to the Site Diary' });
  await dialog.getByLabel('What was done').fill(body);
  await dialog.getByLabel('Stage').selectOption({ label: 'Delivery & Installation Booked' });
  await dialog.getByLabel('Photos (optional)').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectAccessible(staff);
  await dialog.getByRole('button', { name: 'Post Entry' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffDiary.getByText(body, { exact: true })).toBeVisible();
  await staff.context().close();

  // The customer sees it first in the feed, never the internal entry, and pages through the photos by keyboard.
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const diary = page.getByRole('region', { name: 'Site Diary' });
  await expect(diary.getByText(body, { exact: true })).toBeVisible();
  await expect(diary.getByText(/^Side gate is 90 cm wide/)).toHaveCount(0);
  await expect(diary.getByRole('listitem').first()).toContainText(body);
  const thumbnail = diary.getByRole('button', { name: `View larger: ${body}` }).first();
  // Below the fold the thumbnails load lazily.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 480)).toBe(true);
  await expectAccessible(page);

  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: body });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('src', /^\/api\/files\//);
  await expect(lightbox.getByRole('link', { name: /Download the original/ })).toHaveCount(0);
  await expectAccessible(page);
  // The next photo is the seeded survey's: the dialog is named by the photo shown.
  const open = page.getByRole('dialog');
  await page.keyboard.press('ArrowRight');
  await expect(open.getByText(/^Photo 2 of \d+$/)).toBeVisible();
  await expect(open).toHaveAccessibleName(/^Samples of the thermowood cladding/);
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();
  await expect(thumbnail).toBeFocused();

  // The large size the customer is shown carries no location.
  const src = await thumbnail.locator('img').getAttribute('src');
  const shown = await page.request.get(src!.replace(/.*\/api\/files\//, '/api/files/'));
  expect(shown.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await shown.body()).metadata()).exif).toBeUndefined();
});
