import { DEMO_PASSWORD, expect, expectAccessible, tenantOrigin, test } from './fixtures';

test("the acme host shows Acme's own branding", async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/`);
  await expect(page).toHaveTitle(/Acme Garden Buildings/);
  await expect(page.locator('header').first()).toContainText('Acme Garden Buildings');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe('#1d4f91');
  await expectAccessible(page);
});

test("acme's staff cannot read the demo company's project", async ({ page }) => {
  // From a page on the acme host, as acme's staff would: the browser resolves *.localhost.
  await page.goto(`${tenantOrigin('acme')}/login`);
  const statuses = await page.evaluate(async (password) => {
    const signIn = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@acme.example.com', password }),
    });
    const demoProject = await fetch('/api/projects/proj-123456');
    // Acme's sample project in this browser's copy of Acme (its id is the copy's own).
    const { customers } = await (await fetch('/api/customers')).json();
    const ownProject = await fetch(`/api/projects/${customers[0].projectId}`);
    return { signIn: signIn.status, demo: demoProject.status, demoBody: await demoProject.text(), own: ownProject.status };
  }, DEMO_PASSWORD);
  expect(statuses.signIn).toBe(200);
  expect(statuses.own).toBe(200);
  expect(statuses.demo).toBe(404);
  expect(statuses.demoBody).not.toContain('Garden Office');
});

test('an unknown company host gets a clear page, not another company', async ({ page }) => {
  const res = await page.goto(`${tenantOrigin('no-such-company')}/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  await expectAccessible(page);
});
