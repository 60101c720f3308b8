import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

// A changed password that succeeds is proved by the API tests (tests/security/trust/auth-lifecycle.test.ts):
// in demo mode every staff sign-in is a shared sample account, whose password cannot be changed.
test('staff change their password in Settings: checked by keyboard before sending, and a sample account is refused', async ({ page }) => {
  await signInAs(page, 'staff@example.com');
  await page.goto('/settings');
  await interactAndHydrate(page);
  const card = page.getByRole('region', { name: 'Change password' });
  await expect(card.getByText('You will be signed out on your other devices.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await card.getByLabel('Current password').focus();
  await page.keyboard.type('password123');
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.type('short');
  await page.keyboard.press('Tab');
  await page.keyboard.type('different');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Use at least 10 characters')).toBeVisible();
  await expect(card.getByText('The passwords do not match')).toBeVisible();
  await expectAccessible(page);

  await card.getByLabel('New password', { exact: true }).fill('a changed password');
  await card.getByLabel('Confirm new password').fill('a changed password');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toContainText('The sample accounts are shared, so their password cannot be changed.');
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
