import { DEMO_PASSWORD, expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

test.describe('sign-in', () => {
  test('the login page lists the sample accounts and signs in with one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('customer@example.com')).toBeVisible();
    await expect(page.getByText(DEMO_PASSWORD).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in as Staff' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a protected page sends you to sign in, then back to where you were going', async ({ page }) => {
    await page.goto('/contracts');
    await interactAndHydrate(page);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcontracts/);
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Contracts & Agreements' })).toBeVisible();
  });

  test('a redirect that resolves to another site lands on the dashboard instead', async ({ page }) => {
    // '/..//evil.com' once resolved to '//evil.com', which the router refused with an error screen.
    await page.goto('/login?redirectTo=%2F..%2F%2Fevil.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill('staff@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  });

  test('signing out ends the session', async ({ page }) => {
    await signInAs(page, 'customer@example.com');
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  });
});

test.describe('dashboards by role', () => {
  test("a customer sees their own project's overview, without the public header", async ({ page }) => {
    await signInAs(page, 'customer@example.com');
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText("Here's your project overview")).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Project Timeline' });
    await expect(timeline).toContainText('Garden Office, 4m x 3m');
    await expect(timeline).toContainText('you are at step 2 of 7: Design Approval Pending');
    await expect(page.getByText('Install Date: 22 April 2024')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('staff pages refuse a customer clearly', async ({ page }) => {
    await signInAs(page, 'customer@example.com');
    await page.goto('/customers');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expectAccessible(page);
  });

  test('staff reach the staff pages', async ({ page }) => {
    await signInAs(page, 'staff@example.com');
    await page.goto('/scheduling');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Scheduling');
    await page.goto('/contracts');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Contracts' })).toBeVisible();
    await expectAccessible(page);
  });
});
