import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

/** The sample customer in this page's own copy of the demo company, so tests never share payments. Returns their name. */
async function newCustomer(page: Page): Promise<string> {
  return (await signInAsDemoCustomer(page)).name;
}

/** Staff in the same copy of the demo company as the customer's page. */
async function staffPage(browser: Browser, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, 'staff@example.com');
}

function scheduleRow(page: Page, title: string) {
  return page.getByRole('row').filter({ hasText: title });
}

async function confirmTransfer(page: Page, title: string, amount: string) {
  await scheduleRow(page, title).getByRole('button', { name: 'Confirm Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bank Transfer' });
  await expect(dialog.getByText('Please provide the details of your bank transfer.')).toBeVisible();
  await expect(dialog.getByLabel('Reference Used')).toHaveValue(/^INV-[0-9A-F]{8}$/);
  await dialog.getByLabel('Amount Transferred').fill(amount);
  await dialog.getByRole('button', { name: 'Submit Confirmation' }).click();
  await expect(page.getByText('Payment confirmation submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
}

function managementRow(page: Page, customer: string, title: string) {
  return page.getByRole('region', { name: 'Payment Management' }).getByRole('row').filter({ hasText: customer }).filter({ hasText: title });
}

/** The row in Payment Management, paging on with Next while the company has more payments than one page holds. */
async function findManagementRow(page: Page, customer: string, title: string) {
  const region = page.getByRole('region', { name: 'Payment Management' });
  const row = managementRow(page, customer, title);
  await expect(async () => {
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1_000 });
    if ((await row.count()) > 0) return;
    await region.getByRole('button', { name: 'Next page' }).click({ timeout: 1_000 });
    throw new Error(`${title} for ${customer} is not on this page`);
  }).toPass({ timeout: 15_000 });
  return row;
}

test.describe('paying by bank transfer', () => {
  test('the summary reads the sample figures, computed from the schedule', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('£11,000.00');
    await expect(summary).toContainText('20%');
    await expect(summary).toContainText('£2,200.00');
    await expect(summary).toContainText('£8,800.00');
    await expect(summary).toContainText('£5,500.00');
    await expect(summary).toContainText('Manufacturing Start Payment');
    await expectAccessible(page);
  });

  test('a customer confirms a transfer, staff verify it, and the receipt can be downloaded', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    await expect(scheduleRow(page, 'Deposit').getByText('Paid')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bank Transfer Details' })).toContainText('£5,500.00');
    await expectAccessible(page);

    await confirmTransfer(page, 'Manufacturing Start Payment', '5500.00');
    await expect(scheduleRow(page, 'Manufacturing Start Payment').getByText('Verifying Payment')).toBeVisible();

    const staff = await staffPage(browser, page);
    await staff.goto('/dashboard');
    await interactAndHydrate(staff);
    await staff.getByLabel('Filter by status').selectOption({ label: 'Awaiting verification' });
    const row = await findManagementRow(staff, customer, 'Manufacturing Start Payment');
    await row.getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Verify Bank Transfer' });
    await expect(dialog).toContainText('£5,500.00');
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await expect(staff.getByText('Payment verified successfully')).toBeVisible();

    await staff.getByLabel('Filter by status').selectOption({ label: 'Paid' });
    const receipt = (await findManagementRow(staff, customer, 'Manufacturing Start Payment')).getByRole('link', { name: /Receipt/ });
    const href = await receipt.getAttribute('href');
    const pdf = await staff.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await staff.context().close();

    await page.reload();
    await interactAndHydrate(page);
    const paid = scheduleRow(page, 'Manufacturing Start Payment');
    await expect(paid.getByText('Paid')).toBeVisible();
    await expect(paid.getByRole('link', { name: /Receipt/ })).toBeVisible();
    // The next unpaid item now carries the transfer instructions.
    await expect(page.getByRole('region', { name: 'Bank Transfer Details' })).toContainText('£3,300.00');
  });

  test('staff reject a transfer and the customer sees it pending again with the reason', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    await confirmTransfer(page, 'Final Payment', '3000.00');

    const staff = await staffPage(browser, page);
    await staff.goto('/dashboard');
    await interactAndHydrate(staff);
    await staff.getByLabel('Filter by status').selectOption({ label: 'Awaiting verification' });
    await (await findManagementRow(staff, customer, 'Final Payment')).getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Verify Bank Transfer' });
    // £3,000.00 confirmed against £3,300.00 due.
    await expect(dialog).toContainText('£300.00');
    await dialog.getByLabel(/Reason for rejection/).fill('Only £3,000 arrived; please send the remaining £300.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(staff.getByText('Payment rejected')).toBeVisible();
    await staff.context().close();

    await page.reload();
    await interactAndHydrate(page);
    const row = scheduleRow(page, 'Final Payment');
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Only £3,000 arrived; please send the remaining £300.')).toBeVisible();
  });

  test('staff verify a different confirmed amount only once they tick that the amount due arrived', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    await confirmTransfer(page, 'Final Payment', '3000.00');

    const staff = await staffPage(browser, page);
    await staff.goto('/dashboard');
    await interactAndHydrate(staff);
    await staff.getByLabel('Filter by status').selectOption({ label: 'Awaiting verification' });
    await (await findManagementRow(staff, customer, 'Final Payment')).getByRole('button', { name: 'Verify Payment' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Verify Bank Transfer' });
    // £3,000.00 confirmed against £3,300.00 due: Verify Payment waits for the acknowledgement.
    const verify = dialog.getByRole('button', { name: 'Verify Payment' });
    const acknowledgement = dialog.getByRole('checkbox', { name: 'I have checked that £3,300.00 arrived' });
    await expect(acknowledgement).not.toBeChecked();
    await expect(verify).toBeDisabled();
    await expectAccessible(staff);

    // By keyboard: Space ticks it, and Enter on Verify Payment verifies.
    await acknowledgement.focus();
    await staff.keyboard.press('Space');
    await expect(acknowledgement).toBeChecked();
    await expect(verify).toBeEnabled();
    await verify.focus();
    await staff.keyboard.press('Enter');
    await expect(staff.getByText('Payment verified successfully')).toBeVisible();
    await staff.context().close();

    await page.reload();
    await interactAndHydrate(page);
    await expect(scheduleRow(page, 'Final Payment').getByText('Paid')).toBeVisible();
  });

  test('the confirmation works by keyboard alone and refuses a future date', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    await scheduleRow(page, 'Final Payment').getByRole('button', { name: 'Confirm Payment' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Bank Transfer' });
    await expect(dialog.getByLabel('Reference Used')).toBeFocused();
    const date = dialog.getByLabel('Transfer Date');
    await date.fill('2999-01-01');
    await dialog.getByLabel('Amount Transferred').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The transfer date cannot be in the future')).toBeVisible();
    await date.fill(new Date().toISOString().slice(0, 10));
    await dialog.getByLabel('Amount Transferred').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Payment confirmation submitted')).toBeVisible();
    await expect(scheduleRow(page, 'Final Payment').getByText('Verifying Payment')).toBeVisible();
  });

  test('copying a bank detail confirms it in a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Bank Transfer Details' });
    await card.getByRole('button', { name: 'Copy Account Number' }).click();
    await expect(page.getByText('Account Number copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{8}$/);
    await expect(card.getByRole('button', { name: /Copy Bank Name/ })).toHaveCount(0);
  });

  test('card payments are not available yet, and say so', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard?tab=payments');
    await interactAndHydrate(page);
    const row = scheduleRow(page, 'Final Payment');
    await expect(row.getByRole('button', { name: /card/i })).toBeDisabled();
  });
});

test.describe('project timeline', () => {
  const shownStep = (page: Page) => page.getByRole('list', { name: 'Timeline steps' }).locator('[aria-current="step"]');

  test('moves on every 4 seconds, holds while the pointer is over it, and jumps to a chosen step', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const timeline = page.getByRole('region', { name: 'Project Timeline' });
    // The sample project is at step 2, design confirmation.
    await expect(shownStep(page)).toHaveAccessibleName('Step 2: Design Approval Pending');
    await expect(shownStep(page)).toHaveAccessibleName('Step 3: Site Access Photos Needed', { timeout: 6_000 });

    await timeline.hover();
    const held = await shownStep(page).getAttribute('aria-label');
    await page.waitForTimeout(4_500);
    await expect(shownStep(page)).toHaveAttribute('aria-label', held!);

    await timeline.getByRole('button', { name: 'Step 7: Project Completed' }).click();
    await expect(shownStep(page)).toHaveAccessibleName('Step 7: Project Completed');
    await expect(timeline).toContainText('100%');
    // Leaving it (pointer and focus) lets it run again.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // It wraps from 7 back to 1.
    await expect(shownStep(page)).toHaveAccessibleName('Step 1: Contract & Deposit Received', { timeout: 6_000 });
    await expectAccessible(page);
  });

  test('stays still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    await expect(shownStep(page)).toHaveAccessibleName('Step 2: Design Approval Pending');
    await page.waitForTimeout(4_500);
    await expect(shownStep(page)).toHaveAccessibleName('Step 2: Design Approval Pending');
  });
});
