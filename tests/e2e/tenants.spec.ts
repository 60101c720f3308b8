import { expect, expectAccessible, signInAs, tenantOrigin, test } from './fixtures';

test("the acme host shows Acme's own branding", async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/`);
  await expect(page).toHaveTitle(/Acme Garden Buildings/);
  await expect(page.locator('header').first()).toContainText('Acme Garden Buildings');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe('#1d4f91');
  await expectAccessible(page);
});

test("acme's staff cannot read the demo company's project", async ({ page }) => {
  const acme = tenantOrigin('acme');
  await signInAs(page, 'staff@acme.example.com', acme);
  const ownHost = await page.request.get(`${acme}/api/projects/proj-123456`);
  expect(ownHost.status()).toBe(404);
  expect(await ownHost.text()).not.toContain('Garden Office');
  const own = await page.request.get(`${acme}/api/projects/proj-acme-0001`);
  expect(own.status()).toBe(200);
  // The acme session is not valid on the demo host.
  const demoHost = await page.request.get(`${tenantOrigin('demo')}/api/projects/proj-123456`);
  expect(demoHost.status()).toBe(401);
});

test('an unknown company host gets a clear page, not another company', async ({ page }) => {
  const res = await page.goto(`${tenantOrigin('no-such-company')}/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  await expectAccessible(page);
});
