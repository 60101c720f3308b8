import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, signInAsDemoCustomer, test } from './fixtures';

test('staff send a payment reminder and see it in the list and in the payment’s history', async ({ page, browser }) => {
  // A copy of the demo company of this test's own, with its sample customer.
  const customer = (await signInAsDemoCustomer(page)).name;
  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);

  const region = staff.getByRole('region', { name: 'Payment Management' });
  await staff.getByLabel('Filter by status').selectOption({ label: 'Pending' });
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  const row = region.getByRole('row').filter({ hasText: customer }).filter({ hasText: 'Manufacturing Start Payment' });
  // Paging on with Next while the copy has more pending payments than a page holds.
  await expect(async () => {
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1_000 });
    if ((await row.count()) > 0) return;
    await region.getByRole('button', { name: 'Next page' }).click({ timeout: 1_000 });
    throw new Error('not on this page');
  }).toPass({ timeout: 15_000 });

  // From the keyboard, as the button is reached by Tab.
  await row.getByRole('button', { name: /^Send reminder for Manufacturing Start Payment/ }).focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByText(`Reminder sent to ${customer}`)).toBeVisible();
  await expect(row.getByText(/^Last reminder: sent by James Wilson, \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  await row.getByRole('button', { name: /^History of Manufacturing Start Payment/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Payment history' });
  await expect(dialog.getByRole('listitem').first()).toContainText('Reminder emailed');
  await expect(dialog.getByRole('listitem').first()).toContainText('sent by James Wilson');
  await expectAccessible(staff);
  await staff.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectAccessible(staff);

  // The email is in the admin's Sent emails, with the exact reference.
  const admin = await pageInSameCopy(browser, page, 'admin@example.com');
  const outbox = await (await admin.request.get('/api/outbox')).json();
  const reminder = outbox.emails.find((e: { kind: string }) => e.kind === 'payment-reminder');
  expect(reminder.subject).toMatch(/Manufacturing Start Payment$/);
  expect(reminder.textBody).toMatch(/Reference: INV-[0-9A-F]{8}\n/);
  expect(reminder.textBody).toContain('/dashboard?tab=payments');
  await Promise.all([staff.context().close(), admin.context().close()]);
});

test('an admin changes the days before the due date in Settings', async ({ page }) => {
  await signInAs(page, 'admin@example.com');
  await page.goto('/settings');
  await interactAndHydrate(page);
  const card = page.getByRole('region', { name: 'Payment reminders' });
  const enabled = card.getByRole('checkbox', { name: 'Email customers payment reminders' });
  const days = card.getByRole('spinbutton', { name: 'Days before the due date' });
  await expect(enabled).toBeChecked();
  await expect(days).toHaveValue('7');
  await expectAccessible(page);

  await days.fill('31');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(card.getByText('At most 30 days')).toBeVisible();
  await days.fill('10');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Payment reminders saved')).toBeVisible();

  await page.reload();
  await interactAndHydrate(page);
  await expect(page.getByRole('region', { name: 'Payment reminders' }).getByRole('spinbutton', { name: 'Days before the due date' })).toHaveValue('10');
});
