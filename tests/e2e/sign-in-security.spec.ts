import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, test } from './fixtures';
import { INVITATION_LINK, linkEmailedTo, RESET_LINK } from './mailbox';

/** The link of the newest password-reset email to `email`, as its recipient gets it. */
async function resetLinkFor(email: string): Promise<string> {
  const link = new URL(await linkEmailedTo(email, RESET_LINK));
  return link.pathname + link.search;
}

/**
 * A customer with an account of their own (not a sample account) in `page`'s copy of the demo
 * company: its staff add them and they accept the emailed invitation with the sample password, in
 * a browser of their own, which is returned signed in as them.
 */
async function invitedCustomer(browser: Browser, page: Page, email: string): Promise<Page> {
  const own = await pageInSameCopy(browser, page, 'staff@example.com');
  expect((await own.request.post('/api/customers', { data: { name: 'Rhea Reset', email } })).status()).toBe(201);
  const token = new URL(await linkEmailedTo(email, INVITATION_LINK)).pathname.split('/').pop();
  expect((await own.request.post(`/api/invitations/${token}/accept`, { data: { password: DEMO_PASSWORD } })).ok()).toBe(true);
  await signInAs(own, email);
  return own;
}

// Whole journeys across several browsers, each with axe checks: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a forgotten password is reset through the emailed link, which signs out other sessions', async ({ page, browser }) => {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const elsewhere = await invitedCustomer(browser, page, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await interactAndHydrate(page);
  await page.getByLabel('Email').fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`If ${email} has an account here`);
  await expectAccessible(page);

  await page.goto(await resetLinkFor(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await interactAndHydrate(page);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expectAccessible(page);

  expect((await elsewhere.request.get('/api/me')).status()).toBe(401);
  await elsewhere.context().close();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password').fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/(welcome|dashboard)$/);
});

// Needs a staff account that is not a sample account: in demo mode every staff sign-in is a sample
// account (refused two-factor authentication), and the app has no way to add staff.
test('staff turn on two-factor authentication in Settings, and sign-in then asks for the code', async ({ page, browser }) => {
  // The sample staff account in this browser's own copy of the demo company: nobody else meets the code.
  const email = 'staff@example.com';
  await signInAs(page, email);
  await page.goto('/settings');
  await interactAndHydrate(page);
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByLabel('Your password').fill('not my password');
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(card.getByText('That password is not right.')).toBeVisible();
  await card.getByLabel('Your password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();

  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  const key = (await card.locator('code').innerText()).replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
  await card.getByLabel('Enter the 6-digit code the app shows').fill(totp.generate());
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  const fresh = await pageInSameCopy(browser, page);
  await fresh.goto('/login');
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Password').fill(DEMO_PASSWORD);
  await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(fresh);
  const code = fresh.getByLabel('Authentication code');
  await code.fill(String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0'));
  await fresh.keyboard.press('Enter');
  await expect(fresh.getByRole('alert')).toContainText('That code is not right');
  // The code that turned it on is used up; the app's next one signs in.
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await fresh.keyboard.press('Enter');
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  await fresh.context().close();

  // Off again with the password: the password alone signs in once more.
  await page.reload();
  await interactAndHydrate(page);
  await card.getByLabel('Your password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  const again = await page.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(again.status()).toBe(200);
  expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
});

test('customers are not offered two-factor authentication', async ({ page }) => {
  await signInAs(page, 'customer@example.com');
  const res = await page.request.post('/api/auth/two-factor/enable', { data: { password: DEMO_PASSWORD } });
  expect(res.status()).toBe(403);
});
