import { expect, expectAccessible, signInAs, test } from './fixtures';

test('the home page has the public header, which turns solid once scrolled', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expectAccessible(page);
});

test('the Products menu leads to real pages, by keyboard too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Products' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Home Offices' }).click();
  await expect(page).toHaveURL(/\/products\/home-offices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home Offices' })).toBeVisible();
  for (const path of ['/products/garden-rooms', '/products/studios', '/services/installation', '/services/design', '/services/maintenance']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  }
});

test('an unknown path shows the not-found page, answering 404 with the page already rendered', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  expect(await res?.text()).toContain('Page not found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  // Pressed before the page has hydrated: the press is held and the menu opens once it has.
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a right-side drawer that locks scrolling and closes on outside click and navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(320);
    expect(box.width).toBeGreaterThanOrEqual(320 * 0.95);
    expect(Math.round(box.x + box.width)).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectAccessible(page);

    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(drawer).toBeHidden();
  });

  test('the Customer Portal button signs in as the sample customer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Customer Portal' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the Staff Portal button signs in as the sample staff user', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Staff Portal' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  });
});

test('signed-in pages keep the portal layout and hide the public header', async ({ page }) => {
  await signInAs(page, 'staff@example.com');
  for (const path of ['/dashboard', '/messages', '/support', '/contracts', '/customers', '/scheduling', '/welcome', '/onboarding']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0);
  }
});
