import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

/** A tiny but real PDF and PNG: the server checks the bytes, not just the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The sample customer in this page's own copy of the demo company. */
async function newCustomer(page: Page): Promise<{ name: string; projectId: string }> {
  return signInAsDemoCustomer(page);
}

/** Staff in the same copy of the demo company as the customer's page. */
async function staffPage(browser: Browser, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, 'staff@example.com');
}

test.describe('documents', () => {
  test('a customer uploads a PDF and can open it from the list', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard?tab=documents');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Project Documents' });
    await expect(card.getByText('No documents yet.')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Upload New Document' }).click();
    await (await chooser).setFiles({ name: 'site-survey.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Document uploaded successfully')).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: 'site-survey.pdf' });
    await expect(row).toContainText('Customer upload');
    await expectAccessible(page);

    // View opens a new tab; a PDF is an attachment (the sandbox stops browsers' PDF viewers), so the tab downloads it.
    const served = page.context().waitForEvent('response', (r) => /\/api\/files\/[0-9a-f-]{36}$/.test(r.url()));
    // Playwright reports the download on the new tab, or on this page if the tab closed first (it
    // turned into a download before it had a page): listen on both from the start.
    const downloaded = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      page.context().once('page', (tab) => tab.once('download', resolve));
    });
    const popup = page.waitForEvent('popup');
    await row.getByRole('link', { name: /View/ }).click();
    await popup;
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('site-survey.pdf');
    const response = await served;
    expect(response.status()).toBe(200);
    // headers(), not allHeaders(): the tab that received them has closed by now.
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="site-survey\.pdf"/);
    expect(headers['content-security-policy']).toBe('sandbox');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a file that is not what its name says is refused', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard?tab=documents');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Project Documents' });
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Upload New Document' }).click();
    await (await chooser).setFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(page.getByText(/^Failed to upload document: /)).toBeVisible();
    await expect(card.getByText('No documents yet.')).toBeVisible();
  });

  test('staff request a document and the customer fulfils it', async ({ page, browser }) => {
    const { projectId } = await newCustomer(page);
    const staff = await staffPage(browser, page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    await staff.getByRole('button', { name: 'Request Document' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Request Document' });
    await expect(dialog.getByText('Request additional documents from the customer.')).toBeVisible();
    await dialog.getByLabel('Document Type').fill('Site Photo');
    await dialog.getByLabel('Description').fill('A photo of the base from the garden gate');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(staff.getByText('Document request sent')).toBeVisible();
    await expectAccessible(staff);

    await page.goto('/dashboard?tab=documents');
    await interactAndHydrate(page);
    const requests = page.getByRole('region', { name: 'Document Requests' });
    await expect(requests).toContainText('Site Photo');
    const chooser = page.waitForEvent('filechooser');
    await requests.getByRole('button', { name: /Upload/ }).first().click();
    await (await chooser).setFiles({ name: 'base.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Document uploaded successfully')).toBeVisible();
    await expect(requests).toContainText('Fulfilled');

    await staff.reload();
    await interactAndHydrate(staff);
    await expect(staff.getByRole('region', { name: 'Document Requests' })).toContainText('Fulfilled');
    await expect(staff.getByRole('region', { name: 'Project Documents' })).toContainText('base.png');
    await staff.context().close();
  });
});

test.describe('building diagrams', () => {
  test('a customer notes before any diagram, uploads one, and both sides add notes to it', async ({ page, browser }) => {
    const { projectId } = await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Building Diagrams' });
    await card.getByLabel('Add a note').fill('The base goes in on Monday.');
    await card.getByRole('button', { name: 'Add Note' }).click();
    await expect(card.getByRole('list', { name: 'Notes on this project' })).toContainText('The base goes in on Monday.');

    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Upload Diagram' }).click();
    await (await chooser).setFiles({ name: 'layout.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Diagram uploaded', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: /layout\.png/ })).toBeVisible();
    // The first upload takes over the notes added before it.
    await expect(card.getByRole('list', { name: 'Notes on this diagram' })).toContainText('The base goes in on Monday.');

    await card.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Cannot Add Note')).toBeVisible();
    await card.getByLabel('Add a note').fill('Please move the door to the left-hand side.');
    await card.getByRole('button', { name: 'Add Note' }).click();
    await expect(card.getByText('Please move the door to the left-hand side.')).toBeVisible();
    await expectAccessible(page);

    const staff = await staffPage(browser, page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    const staffCard = staff.getByRole('region', { name: 'Building Diagrams' });
    await expect(staffCard.getByRole('button', { name: 'Upload Diagram' })).toHaveCount(0);
    await expect(staffCard.getByText('Please move the door to the left-hand side.')).toBeVisible();
    await staffCard.getByLabel('Add a note').fill('Done: the door is now on the left.');
    await staffCard.getByRole('button', { name: 'Add Note' }).click();
    await expect(staffCard.getByText('Done: the door is now on the left.')).toBeVisible();
    await staff.context().close();

    await page.reload();
    await interactAndHydrate(page);
    await expect(page.getByRole('region', { name: 'Building Diagrams' }).getByText('Done: the door is now on the left.')).toBeVisible();
  });
});
