import type { Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, startDemoCopy, test } from './fixtures';

/** Names unique to this run, so parallel tests and reruns never read each other's leads. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

async function newLeadsOnDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const figures = page.getByRole('region', { name: 'Figures' });
  const value = figures.getByText('New Leads', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** The lead's row in the staff list's table (wide screens). */
function leadRow(page: Page, name: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: name });
}

test('a visitor sends the contact form and books a demo; staff see both in Leads and on the dashboard', async ({ page, browser }) => {
  // A context of its own (axe needs one): staff and the visitor do not share a session, but they
  // share a copy of the demo company, so the visitor's forms reach these staff.
  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  const staffContext = staff.context();
  const before = await newLeadsOnDashboard(staff);

  const enquirer = unique('Casey Enquiry');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d[\d ]+$/ }).first()).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page);
  await page.getByLabel('Your name').fill(enquirer);
  await page.getByLabel('Email').fill(emailOf(enquirer));
  await page.getByLabel(/^How can we help/).fill('A 4 m x 3 m office at the end of the garden.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeFocused();

  const visitor = unique('Dana Demo');
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Demo' })).toBeVisible();
  const firstTime = page.getByRole('radio').first();
  await expect(firstTime).toBeAttached();
  await expectAccessible(page);
  // By keyboard: Tab into the times, the arrow key to the next one.
  await firstTime.focus();
  await page.keyboard.press('ArrowRight');
  const chosen = page.getByRole('radio', { checked: true });
  const time = (await chosen.evaluate((input) => input.closest('label')!.textContent ?? '')).match(/\d\d:\d\d/)![0];
  await page.getByLabel('Your name').fill(visitor);
  await page.getByLabel('Email').fill(emailOf(visitor));
  await page.getByRole('button', { name: 'Book my demo' }).click();
  await expect(page.getByRole('heading', { name: 'Your demo is booked' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`at ${time} (UK time)`);
  await expectAccessible(page);

  await staff.goto('/leads');
  await interactAndHydrate(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(leadRow(staff, enquirer)).toContainText('Contact form');
  await expect(leadRow(staff, visitor)).toContainText(`Demo booked:`);
  await expect(leadRow(staff, visitor)).toContainText(`${time} (UK time)`);
  await expectAccessible(staff);
  await staff.getByLabel('Source').selectOption('demo');
  await expect(leadRow(staff, visitor)).toBeVisible();
  await expect(leadRow(staff, enquirer)).toHaveCount(0);

  // Other tests add leads in parallel, so the count is at least ours higher.
  expect(await newLeadsOnDashboard(staff)).toBeGreaterThanOrEqual(before + 2);
  await staffContext.close();
});

test('staff mark a lead contacted and convert it to a customer, who is invited', async ({ page }) => {
  const name = unique('Robin Convert');
  const email = emailOf(name);
  // The visitor's own copy of the demo company, in which they are then staff.
  await startDemoCopy(page);
  const sent = await page.request.post('/api/leads', { data: { name, email, source: 'contact', message: 'Please call me about a studio.' } });
  expect(sent.status()).toBe(201);

  await signInAs(page, 'staff@example.com');
  await page.goto('/leads');
  await interactAndHydrate(page);
  const row = leadRow(page, name);
  await row.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(row).toContainText('Contacted');

  await row.getByRole('button', { name: 'Convert to customer' }).click();
  const dialog = page.getByRole('dialog', { name: `Convert ${name} to a customer?` });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('Customer created successfully')).toBeVisible();
  await expect(page.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();
  await expect(row).toContainText('Converted');
  await expect(row.getByRole('button', { name: 'Convert to customer' })).toHaveCount(0);

  await page.goto('/customers');
  await interactAndHydrate(page);
  await expect(page.getByRole('table').getByText(email)).toBeVisible();
});
