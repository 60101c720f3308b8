import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, test } from './fixtures';
import { INVITATION_LINK, linkEmailedTo } from './mailbox';

/** The newest invitation link the company sent to `email`, from the email as its recipient gets it. */
async function invitationLink(email: string): Promise<string> {
  return new URL(await linkEmailedTo(email, INVITATION_LINK)).pathname;
}

async function createCustomerInDialog(staff: Page, name: string, email: string) {
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  await staff.getByRole('button', { name: 'New Customer' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Create New Customer' });
  const submit = dialog.getByRole('button', { name: 'Create Customer' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Name').fill(name);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await expect(submit).toBeEnabled();
  await expectAccessible(staff);
  await submit.click();
  await expect(staff.getByText('Customer created successfully')).toBeVisible();
  await expect(staff.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('staff create a customer, who sets a password from the email, onboards and sees the install date staff book', async ({ page: staff, browser }) => {
  test.slow();
  const email = `onboard-${randomUUID().slice(0, 8)}@example.com`;
  const name = 'Nina Onboard';
  const password = 'a long garden password';

  await signInAs(staff, 'staff@example.com');
  await createCustomerInDialog(staff, name, email);

  // The customer follows the link in their email, in a browser of their own (in the staff's copy of the demo company).
  const link = await invitationLink(email);
  const customer = await pageInSameCopy(browser, staff);
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await expect(customer.getByText(email)).toBeVisible();
  await expectAccessible(customer);
  await interactAndHydrate(customer);
  await customer.getByLabel('Password', { exact: true }).fill(password);
  await customer.getByLabel('Confirm password').fill('a different password');
  await customer.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(customer.getByText('The passwords do not match')).toBeVisible();
  await customer.getByLabel('Confirm password').fill(password);
  await customer.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(customer).toHaveURL(/\/welcome$/);
  await expect(customer.getByRole('heading', { name: 'Welcome, Nina' })).toBeVisible();
  await expectAccessible(customer);
  await customer.getByRole('link', { name: 'Get started' }).click();

  await expect(customer).toHaveURL(/\/onboarding$/);
  await expect(customer.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await customer.getByLabel('Phone number').fill('07700 900123');
  await customer.getByRole('button', { name: 'Save and continue' }).click();

  await expect(customer.getByRole('heading', { name: 'Tell us about the project' })).toBeVisible();
  await customer.getByLabel('Site address').fill('12 Orchard Lane, Guildford GU1 2AB');
  await customer.getByLabel('Building').selectOption('home_office');
  await customer.getByLabel('Access notes (optional)').fill('Side gate, 90 cm wide.');
  await expectAccessible(customer);
  await customer.getByRole('button', { name: 'Save and continue' }).click();

  await expect(customer.getByRole('heading', { name: 'Share a photo of the site' })).toBeVisible();
  await customer.getByLabel('Document file').setInputFiles({
    name: 'site.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(customer.getByText('Thank you, the team can see your file.')).toBeVisible();
  await customer.getByRole('button', { name: 'Continue' }).click();
  await customer.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(customer).toHaveURL(/\/dashboard$/);
  await expect(customer.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Staff see all four steps done, and book the installation.
  const listed = await (await staff.request.get(`/api/customers?q=${encodeURIComponent(email)}`)).json();
  const row = listed.customers[0];
  expect(row).toMatchObject({ name, invitation: 'active', onboarding: { created: true, firstLogin: true, projectDetails: true, fileUpload: true } });
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  await staff.getByRole('button', { name: 'View Onboarding Flow' }).click();
  const workflow = staff.getByRole('dialog', { name: 'Customer Onboarding Workflow' });
  await expect(workflow.getByRole('list', { name: '4 of 4 onboarding steps done' }).first()).toBeVisible();
  await expectAccessible(staff);
  await staff.keyboard.press('Escape');

  const installDate = format(addDays(new Date(), 45), 'yyyy-MM-dd');
  const booked = await staff.request.patch(`/api/installations/${row.projectId}`, { data: { installDate } });
  expect(booked.status()).toBe(200);

  await customer.reload();
  await interactAndHydrate(customer);
  await expect(customer.getByText(`Install Date: ${format(addDays(new Date(), 45), 'd MMMM yyyy', { locale: enGB })}`).first()).toBeVisible();

  // The next sign-in goes straight to the dashboard: onboarding is done.
  const again = await pageInSameCopy(browser, staff);
  await again.goto('/login');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill(password);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again).toHaveURL(/\/dashboard$/);
});

test('an invitation link works once', async ({ page: staff, browser }) => {
  const email = `once-${randomUUID().slice(0, 8)}@example.com`;
  await signInAs(staff, 'staff@example.com');
  const created = await staff.request.post('/api/customers', { data: { name: 'Olly Once', email } });
  expect(created.status()).toBe(201);
  const link = await invitationLink(email);

  const first = await pageInSameCopy(browser, staff);
  await first.goto(link);
  await interactAndHydrate(first);
  await first.getByLabel('Password', { exact: true }).fill('first garden password');
  await first.getByLabel('Confirm password').fill('first garden password');
  await first.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(first).toHaveURL(/\/welcome$/);

  const second = await pageInSameCopy(browser, staff);
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(second.getByText('This invitation has already been used.', { exact: false })).toBeVisible();
  await expectAccessible(second);
});
