import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../../src/server/lib/pdf.test-kit';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

const SEEDED = 'Outdoor light and an extra double socket';
/** A small PDF, as a supplier's drawing would be. */
const DRAWING = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const CONSENT = 'I agree to this variation to my order, its price change and its effect on the installation date';

/** A figure of the Payment Summary, by its label ("Total", "Remaining"). */
const summaryFigure = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Payment Summary' }).locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('variations', () => {
  test('staff propose a variation, the customer approves it with their name and a tick, and the payment summary follows', async ({ page, browser }) => {
    // Two people, three accessibility scans and a PDF.
    test.slow();
    const customer = await signInAsDemoCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const awaiting = page.getByRole('region', { name: 'Awaiting your approval' });
    // The demo's own variation waits, and the spec's figures stand until it is approved.
    await expect(awaiting.getByRole('heading', { name: `Variation: ${SEEDED}` })).toBeVisible();
    await expect(awaiting.getByText('+£345.00')).toBeVisible();
    await expect(summaryFigure(page, 'Total')).toHaveText('£11,000.00');

    const staff = await pageInSameCopy(browser, page, 'staff@example.com');
    await staff.goto(`/customers/projects/${customer.projectId}`);
    await interactAndHydrate(staff);
    const card = staff.getByRole('region', { name: 'Variations' });
    await expect(card.getByRole('heading', { name: SEEDED })).toBeVisible();
    await card.getByRole('button', { name: 'Propose variation' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Propose a variation' });
    await dialog.getByLabel('Title').fill('Roof light over the desk');
    await dialog.getByLabel('What changes').fill('A 60 x 90 cm roof light above the desk, <b>double glazed</b>.');
    await dialog.getByLabel('Price change (£, VAT included)').fill('450');
    await dialog.getByLabel('Days added to the installation').fill('0');
    // A drawing goes with it: sent right after the variation is proposed.
    await dialog.getByLabel('Attachments (optional)').setInputFiles({ name: 'Roof light drawing.pdf', mimeType: 'application/pdf', buffer: DRAWING });
    await dialog.getByRole('button', { name: 'Propose variation' }).click();
    await expect(staff.getByText('Variation proposed', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('heading', { name: 'Roof light over the desk' })).toBeVisible();
    await expect(card.getByRole('link', { name: /Roof light drawing\.pdf/ })).toBeVisible();
    await expectAccessible(staff);

    await page.reload();
    await interactAndHydrate(page);
    const proposal = awaiting.getByRole('article', { name: 'Variation: Roof light over the desk' });
    // What staff typed is shown as text.
    await expect(proposal.getByText('A 60 x 90 cm roof light above the desk, <b>double glazed</b>.')).toBeVisible();
    await expect(proposal.getByText('+£450.00')).toBeVisible();
    // The drawing is listed with its size, and downloads as it was attached.
    const attachment = proposal.getByRole('region', { name: 'Attachments: Roof light over the desk' }).getByRole('link', { name: /Roof light drawing\.pdf/ });
    await expect(attachment).toContainText('bytes');
    const [drawing] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(drawing.suggestedFilename()).toBe('Roof light drawing.pdf');
    expect((await readFile(await drawing.path())).equals(DRAWING)).toBe(true);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), proposal.getByRole('link', { name: /Download PDF/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^variation-[0-9a-f]{8}\.pdf$/);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Roof light over the desk');
    expect(text).toContain('Roof light drawing.pdf');

    const approve = proposal.getByRole('button', { name: 'Approve variation' });
    await expect(approve).toBeDisabled();
    await proposal.getByLabel('Type your full name to approve').fill(customer.name);
    await proposal.getByLabel(CONSENT).check();
    await approve.click();
    await expect(page.getByText('Variation approved', { exact: true })).toBeVisible();
    await expect(proposal).toBeHidden();
    // £11,000 + £450: the total and what remains both rise, and the specifications show the change.
    await expect(summaryFigure(page, 'Total')).toHaveText('£11,450.00');
    await expect(summaryFigure(page, 'Remaining')).toHaveText('£9,250.00');
    const specs = page.getByRole('region', { name: 'Building Specifications' });
    await expect(specs.getByText('Roof light over the desk')).toBeVisible();
    await expect(specs.getByText('+£450.00')).toBeVisible();

    // Declining the demo's own one changes nothing.
    const seeded = awaiting.getByRole('article', { name: `Variation: ${SEEDED}` });
    await seeded.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this variation?' });
    await decline.getByLabel('Why are you declining?').fill('We will add lighting ourselves later.');
    await decline.getByRole('button', { name: 'Decline variation' }).click();
    await expect(page.getByText('Variation declined', { exact: true })).toBeVisible();
    await expect(awaiting).toBeHidden();
    await expect(summaryFigure(page, 'Total')).toHaveText('£11,450.00');

    await staff.reload();
    await interactAndHydrate(staff);
    await expect(card.getByText(`Approved by ${customer.name}`)).toBeVisible();
    await expect(card.getByText('We will add lighting ourselves later.')).toBeVisible();
    const schedule = await (await staff.request.get(`/api/projects/${customer.projectId}/payments`)).json();
    expect(schedule.items.map((i: { title: string }) => i.title)).toContain('Variation: Roof light over the desk');
    await staff.context().close();
  });
});
