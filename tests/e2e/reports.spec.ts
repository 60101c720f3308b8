import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

test('staff open Reports from the navigation and read the cash flow and the pipeline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'staff@example.com');
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  const cashFlow = page.getByRole('region', { name: 'Cash flow' });
  const table = cashFlow.getByRole('table', { name: 'Expected receipts by week, from unpaid payments' });
  await expect(table.getByRole('rowheader', { name: 'Overdue' })).toBeVisible();
  // The demo's two customers who said they paid: transfers awaiting verification, apart from the weeks.
  const awaiting = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Awaiting verification' }) });
  await expect(awaiting.getByRole('cell').last()).toHaveText('2');
  await expect(table.getByRole('rowheader', { name: /^This week: / })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Week 12: / })).toBeVisible();
  await expect(table.getByRole('cell').first()).toHaveText(/^£[\d,]+\.\d\d$/);
  // The chart draws beside it once the browser knows its width.
  await expect(cashFlow.locator('svg.recharts-surface')).toBeVisible();

  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  const months = pipeline.getByRole('table', { name: 'Leads, quote requests and projects by month' });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('columnheader', { name: 'Quote to project' })).toBeVisible();
  await expect(pipeline.getByRole('table', { name: 'Projects by stage' }).getByRole('rowheader', { name: 'Manufacturing Started' })).toBeVisible();
  await expectAccessible(page);
});

test('an admin downloads the payments received as CSV from Payment Management; staff are not offered it', async ({ page, browser }) => {
  await signInAs(page, 'admin@example.com');
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const form = page.getByRole('form', { name: 'Export to your accounts' });
  await expect(form).toBeVisible();
  await form.getByLabel('From').fill('2024-01-01');
  await form.getByLabel('To').fill('2024-12-31');
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).press('Enter')]);
  expect(download.suggestedFilename()).toBe('payments-2024-01-01-to-2024-12-31.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Date,Amount,Payee,Description,Reference,Invoice Number,Net,VAT,Project');
  // The demo's first deposit, paid on 15 January 2024: £2,200.00, VAT £366.67.
  expect(lines).toContainEqual(expect.stringMatching(/^15\/01\/2024,2200\.00,Emma Clarke,"Deposit: [^"]+",INV-[0-9A-F]{8},INV-[0-9A-F]{8},1833\.33,366\.67,/));

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, 'staff@example.com');
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  await expect(staff.getByRole('region', { name: 'Payment Management' })).toBeVisible();
  await expect(staff.getByRole('form', { name: 'Export to your accounts' })).toHaveCount(0);
  await staff.context().close();
});
