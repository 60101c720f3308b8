import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { pdfText } from '../../src/server/lib/pdf.test-kit';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

const CONSENT = 'I have read and agree to the terms and conditions';
const CONTENT = [
  '# Garden Office Build Agreement',
  'The company will supply and install a 4m x 3m garden office.',
  '## Payment terms',
  'A deposit of 20% is due on signing.\nThe balance is due on completion.',
  '<script>window.hacked = true</script> is shown as text.',
].join('\n\n');

/** The sample customer in this page's own copy of the demo company. */
async function newCustomer(page: Page): Promise<{ name: string; email: string }> {
  return signInAsDemoCustomer(page);
}

/** Staff in the same copy of the demo company as the customer's page. */
async function staffPage(browser: Browser, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, 'staff@example.com');
}

/** Staff make out a contract to the customer through the Create Contract dialog; returns its id. */
async function createContract(staff: Page, customer: { name: string; email: string }, title: string): Promise<string> {
  await staff.goto('/contracts');
  await interactAndHydrate(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Manage Contracts' })).toBeVisible();
  await staff.getByRole('button', { name: 'Create Contract' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Create Contract' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Supply and installation');
  await dialog.getByLabel('Content').fill(CONTENT);
  await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await dialog.getByRole('combobox', { name: 'Customer' }).selectOption({ label: `${customer.name} (${customer.email})` });
  await expect(dialog.getByText('The contract goes to their project:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Contract' }).click();
  await expect(staff.getByText('New contract has been created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff).toHaveURL(/\?contract=[0-9a-f-]{36}$/);
  return new URL(staff.url()).searchParams.get('contract')!;
}

/** Clicks Download PDF as a person would and reads the file the browser saved. */
async function downloadPdf(page: Page, detail: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^contract-[0-9a-f]{8}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

test.describe('contracts', () => {
  test('staff create a contract, the customer signs it, both see it signed and the PDF carries the hash', async ({ page, browser }) => {
    // Two people, four accessibility scans and a PDF: longer than the default 30 s on a busy machine.
    test.slow();
    const customer = await newCustomer(page);
    const title = `Build Agreement ${randomUUID().slice(0, 6)}`;
    const staff = await staffPage(browser, page);
    const id = await createContract(staff, customer, title);
    const staffDetail = staff.getByRole('region', { name: title, exact: true });
    await expect(staffDetail.getByText('Awaiting signature')).toBeVisible();
    await expectAccessible(staff);

    await page.goto('/contracts');
    await interactAndHydrate(page);
    await expect(page.getByText('Select a contract to review')).toBeVisible();
    await page.getByRole('region', { name: 'Documents Requiring Your Review' }).getByRole('button', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts\\?contract=${id}$`));
    // The choice is in the URL, so it survives a reload.
    await page.reload();
    await interactAndHydrate(page);
    const detail = page.getByRole('region', { name: title, exact: true });
    await expect(detail.getByRole('heading', { name: 'Payment terms' })).toBeVisible();
    await expect(detail.getByText('<script>window.hacked = true</script> is shown as text.')).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

    const sign = detail.getByRole('button', { name: 'Sign Agreement' });
    await expect(sign).toBeDisabled();
    await expectAccessible(page);
    await detail.getByRole('checkbox', { name: CONSENT }).check();
    await expect(sign).toBeEnabled();
    await sign.click();
    await expect(page.getByText('Contract Signed')).toBeVisible();
    await expect(page.getByText('You have successfully signed the contract.')).toBeVisible();
    await expect(detail.getByText('Agreed')).toBeVisible();
    await expect(detail.getByText('Signed on')).toBeVisible();
    await expect(detail.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d$/).first()).toBeVisible();
    const hash = createHash('sha256').update(CONTENT, 'utf8').digest('hex');
    await expect(detail.getByText(hash)).toBeVisible();
    await expect(detail.getByRole('checkbox')).toHaveCount(0);
    const customerPdf = await downloadPdf(page, detail);
    expect(customerPdf).toContain('Signing certificate');
    expect(customerPdf).toContain(hash);

    const period = detail.getByRole('region', { name: 'Cancellation period' });
    await period.getByRole('button', { name: 'Ask to start work now' }).click();
    await expect(period).toContainText('You asked for work to start within the cancellation period on');
    await expectAccessible(page);

    await staff.reload();
    await interactAndHydrate(staff);
    const row = staff.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('Agreed');
    await expect(staffDetail.getByText(hash)).toBeVisible();
    await expect(staffDetail).toContainText('The customer asked for work to start within the cancellation period on');
    await expect(staffDetail.getByRole('button', { name: 'Void' })).toHaveCount(0);

    const staffPdf = await downloadPdf(staff, staffDetail);
    expect(staffPdf).toContain('Signing certificate');
    expect(staffPdf).toContain(hash);
    const verified = await (await staff.request.get(`/api/contracts/${id}/verify`)).json();
    expect(verified).toMatchObject({ valid: true, contentHash: hash, chainValid: true, seal: { algorithm: 'Ed25519', valid: true } });
    // The seal's key is one the company publishes, and the certificate names it.
    const { keys } = await (await staff.request.get('/api/signing-keys')).json();
    expect(keys.map((k: { keyId: string }) => k.keyId)).toContain(verified.seal.keyId);
    expect(staffPdf).toContain(verified.seal.keyId);
    await staff.context().close();
  });

  test('a contract staff void is shown to the customer as voided, with nothing to sign', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    const title = `Withdrawn Agreement ${randomUUID().slice(0, 6)}`;
    const staff = await staffPage(browser, page);
    const id = await createContract(staff, customer, title);
    await staff.getByRole('region', { name: title, exact: true }).getByRole('button', { name: 'Void' }).click();
    const dialog = staff.getByRole('alertdialog', { name: 'Void Contract' });
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Void Contract' }).click();
    await expect(staff.getByText('Contract voided')).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: title })).toContainText('Voided');
    await staff.context().close();

    await page.goto(`/contracts?contract=${id}`);
    await interactAndHydrate(page);
    const detail = page.getByRole('region', { name: title, exact: true });
    await expect(detail.getByText(/This contract was voided on .* and can no longer be signed\./)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Sign Agreement' })).toHaveCount(0);
    expect((await page.request.post(`/api/contracts/${id}/sign`, { data: { agreed: true } })).status()).toBe(409);
  });
});
