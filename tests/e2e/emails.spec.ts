import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

test('an admin reads the email a customer was sent when staff asked for a document', async ({ page, browser }) => {
  const customer = await (await browser.newContext()).newPage();
  const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
  await signInAs(customer, email);
  const { projectId } = await (await customer.request.get('/api/me')).json();
  await customer.context().close();

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, 'staff@example.com');
  const requested = await staff.request.post(`/api/projects/${projectId}/document-requests`, {
    data: { documentType: 'Site Photo', description: 'The <b>gate</b> and the path to the base', dueDate: '' },
  });
  expect(requested.status()).toBe(201);
  // Staff who are not admins have no mailbox link.
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  await expect(staff.getByRole('link', { name: 'Sent emails' })).toHaveCount(0);
  await staff.context().close();

  await signInAs(page, 'admin@example.com');
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  await page.getByRole('link', { name: 'Sent emails' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent emails' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`please send us Site Photo.*${email}`) }).first().click();
  const shown = page.getByRole('region', { name: /please send us Site Photo/ });
  await expect(shown).toContainText(`To mail-`);
  await expect(shown).toContainText('The <b>gate</b> and the path to the base');
  await expect(shown).toContainText('/dashboard?tab=documents');
  await expectAccessible(page);
});
