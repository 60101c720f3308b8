import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, test } from './fixtures';

test('staff find a customer, resend their invite, and are told when an email is taken', async ({ page }) => {
  const email = `list-${randomUUID().slice(0, 8)}@example.com`;
  await signInAs(page, 'staff@example.com');
  expect((await page.request.post('/api/customers', { data: { name: 'Lena Listed', email } })).status()).toBe(201);

  await page.goto('/customers');
  await interactAndHydrate(page);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByLabel('Search customers').fill(email);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Lena Listed');
  await expect(row).toContainText('Garden Room project');
  await expect(row).toContainText('1/7 Contract & Deposit Received');
  await expect(row).toContainText('£0.00');
  await expect(row).toContainText('Invited');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Resend invite to Lena Listed' }).click();
  await expect(page.getByText(`A new link has been sent to ${email}. Earlier links no longer work.`)).toBeVisible();

  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Someone already has an account with ${email}.`);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await row.getByRole('link', { name: /Garden Room project/ }).click();
  await expect(page).toHaveURL(/\/customers\/projects\/proj-/);
  await expect(page.getByRole('heading', { name: 'Garden Room project', level: 1 })).toBeVisible();
});

test("staff edit a project's details and payment schedule; the customer sees both", async ({ page, browser }) => {
  test.slow();
  // A demo visitor: the sample customer in a copy of the demo company of their own, which staff (page) share.
  const customer = await pageInSameCopy(browser, page, 'customer@example.com');
  const { projectId } = await (await customer.request.get('/api/me')).json();

  await signInAs(page, 'staff@example.com');
  await page.goto(`/customers/projects/${projectId}`);
  await interactAndHydrate(page);
  const details = page.getByRole('region', { name: 'Project details' });
  await details.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project details' });
  await edit.getByLabel('Project name').fill('Studio by the orchard');
  await edit.getByLabel('Stage').selectOption('site_preparation');
  await edit.getByLabel('Size').fill('5m x 4m');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Project details saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Studio by the orchard', level: 1 })).toBeVisible();
  await expect(details).toContainText('5m x 4m');

  const schedule = page.getByRole('region', { name: 'Payment schedule' });
  await schedule.getByRole('button', { name: 'Add payment' }).click();
  const add = page.getByRole('dialog', { name: 'Add payment' });
  await add.getByLabel('Description').fill('Groundworks');
  await add.getByLabel('Amount (£, VAT included)').fill('1,250.50');
  await add.getByLabel('Due date (optional)').fill('2099-03-01');
  await add.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByText('Payment added')).toBeVisible();
  await expect(schedule.getByText('Groundworks')).toBeVisible();
  await expect(schedule).toContainText('£1,250.50');

  await schedule.getByRole('button', { name: 'Edit Groundworks' }).click();
  const change = page.getByRole('dialog', { name: 'Edit payment' });
  await change.getByLabel('Amount (£, VAT included)').fill('1300');
  await change.getByRole('button', { name: 'Save payment' }).click();
  await expect(schedule).toContainText('£1,300.00');

  await customer.goto('/dashboard?tab=payments');
  await interactAndHydrate(customer);
  await expect(customer.getByRole('cell', { name: 'Groundworks', exact: true })).toBeVisible();
  await expect(customer.getByRole('row').filter({ hasText: 'Groundworks' })).toContainText('£1,300.00');

  await schedule.getByRole('button', { name: 'Delete Groundworks' }).click();
  await page.getByRole('alertdialog', { name: 'Delete payment' }).getByRole('button', { name: 'Delete payment' }).click();
  await expect(page.getByText('Payment deleted')).toBeVisible();
  await expect(schedule.getByText('Groundworks')).toHaveCount(0);
});
