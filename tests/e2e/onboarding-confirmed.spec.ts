import { expect, expectAccessible, interactAndHydrate, signInAsDemoCustomer, test } from './fixtures';

const CONFIRMED = "Your project's details are confirmed. Ask the team to change the site address or building type.";

test('a customer whose project details are confirmed sees them read-only in onboarding, and the API refuses a change', async ({ page }) => {
  // The sample customer's project is at design approval, its details confirmed in onboarding long ago.
  await signInAsDemoCustomer(page);
  const refused = await page.request.patch('/api/onboarding/project', { data: { siteAddress: '1 Somewhere Else, London', productType: 'studio' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe(CONFIRMED);

  await page.goto('/onboarding');
  await interactAndHydrate(page);
  const details = page.getByRole('heading', { name: 'Confirm your details' });
  const project = page.getByRole('heading', { name: "Your project's details" });
  await expect(details.or(project)).toBeVisible();
  if (await details.isVisible()) {
    await page.getByLabel('Phone number').fill('07700 900123');
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }

  await expect(project).toBeVisible();
  await expect(page.getByText('Godalming, Surrey')).toBeVisible();
  await expect(page.getByText('Home Office', { exact: true })).toBeVisible();
  await expect(page.getByText(CONFIRMED)).toBeVisible();
  await expect(page.getByLabel('Site address')).toHaveCount(0);
  await expect(page.getByLabel('Building')).toHaveCount(0);
  await expectAccessible(page);

  // By keyboard: on to the photo step and back.
  await page.getByRole('link', { name: 'Message the team' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Share a photo of the site' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).press('Enter');
  await expect(project).toBeVisible();
});
