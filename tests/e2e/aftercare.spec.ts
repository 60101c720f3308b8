import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, projectIdOf, signInAs, signInAsDemoCustomer, test } from './fixtures';

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Screenshots for people to look at, when SHOTS_DIR is set; never part of what the test checks. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(size);
}

test.describe('aftercare', () => {
  test('the customer of a completed project reports a problem; staff assess it and book a visit that is on the schedule; the customer sees each step', async ({ page, browser }) => {
    const customer = await signInAsDemoCustomer(page);
    const projectId = await projectIdOf(page);
    const staff = await pageInSameCopy(browser, page, 'staff@example.com');

    // Before completion the server refuses a report, saying why.
    const early = await page.request.post(`/api/projects/${projectId}/aftercare-requests`, { data: { category: 'leak', description: 'Too soon' } });
    expect(early.status()).toBe(409);

    // Staff complete the project, as on its page.
    expect((await staff.request.patch(`/api/projects/${projectId}`, { data: { stage: 'completed' } })).status()).toBe(200);

    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Guarantees & Aftercare' });
    await expect(card.getByText('Structure: 10 years')).toBeVisible();
    await expect(card.getByText('Workmanship: 2 years')).toBeVisible();
    await expect(card.getByText(/^Covered until \d{1,2} \w+ \d{4}$/)).toHaveCount(2);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Tell us what is wrong')).toBeVisible();
    await dialog.getByLabel('What is it about?').selectOption({ label: 'Door or window' });
    const words = `The bi-fold door sticks at the top <b>${customer.name}</b>`;
    await dialog.getByLabel('What is wrong?').fill(words);
    await dialog.getByLabel('Tuesday').check();
    await dialog.getByLabel('Friday').check();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a5a3a' } }).jpeg().toBuffer();
    await dialog.getByLabel('Photos (optional)').setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByText('1 photo chosen')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'customer-report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    const report = card.getByRole('article').filter({ hasText: words });
    await expect(report).toContainText('Preferred visit days: Tuesday, Friday');
    // The photo is shown as a thumbnail that opens the large size.
    const thumbnail = report.getByRole('link', { name: 'Photo 1 of 1, opens the large size' });
    await expect(thumbnail).toBeVisible();
    const large = await page.request.get((await thumbnail.getAttribute('href'))!);
    expect(large.status()).toBe(200);
    expect(large.headers()['content-type']).toBe('image/webp');
    await expect(report.getByText('Reported', { exact: true })).toBeVisible();
    await shot(page, 'customer-reported');

    // Staff: the request is awaiting its first answer; they assess it and book a visit.
    await staff.goto(`/customers/projects/${encodeURIComponent(projectId)}`);
    await interactAndHydrate(staff);
    const staffCard = staff.getByRole('region', { name: 'Aftercare' });
    const request = staffCard.getByRole('article').filter({ hasText: words });
    await expect(request.getByText('Awaiting reply')).toBeVisible();
    await expect(request.getByRole('link', { name: 'Photo 1 of 1, opens the large size' })).toBeVisible();
    await expect(request.getByRole('link', { name: 'Original of photo 1' })).toBeVisible();
    await shot(staff, 'staff-request-with-photo');
    await expectAccessible(staff);
    await request.getByLabel('Assessment').selectOption({ label: 'Under guarantee' });
    await request.getByRole('button', { name: 'Save assessment' }).click();
    await expect(request.getByText('Assessed: Under guarantee')).toBeVisible();
    await expect(request.getByText('Awaiting reply')).toBeHidden();
    const visitDay = isoDay(10);
    await request.getByLabel('Visit date').fill(visitDay);
    await request.getByLabel('Time').selectOption({ label: 'Morning (8:00–12:00)' });
    await request.getByRole('button', { name: 'Book visit' }).click();
    await expect(request.getByText(/^Visit booked:/)).toBeVisible();
    await request.getByLabel('Reply to the customer').fill('We will adjust the door on the visit, at no charge.');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await expect(request.getByText('We will adjust the door on the visit, at no charge.')).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-project');

    // The visit is on the schedule, as an aftercare visit.
    const schedule = await (await staff.request.get(`/api/schedule?from=${isoDay(0)}&to=${isoDay(20)}`)).json();
    expect(schedule.events).toContainEqual(expect.objectContaining({ kind: 'aftercare', date: visitDay, slot: 'morning', projectId }));

    // The customer sees each step without asking again.
    await page.reload();
    await interactAndHydrate(page);
    const updated = page.getByRole('region', { name: 'Guarantees & Aftercare' }).getByRole('article').filter({ hasText: words });
    await expect(updated.getByText('Assessed: Under guarantee')).toBeVisible();
    await expect(updated.getByText(/^Visit booked:/)).toBeVisible();
    await expect(updated.getByText('We will adjust the door on the visit, at no charge.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'customer-steps');
  });

  test('admins set the guarantee periods in Settings', async ({ page }) => {
    await signInAs(page, 'admin@example.com');
    await page.goto('/settings');
    await interactAndHydrate(page);
    const card = page.getByRole('region', { name: 'Guarantee periods' });
    await expect(card.getByLabel('Structure (years)')).toHaveValue('10');
    await card.getByLabel('Workmanship (years)').fill('3');
    await card.getByRole('button', { name: 'Save guarantee periods' }).click();
    await expect(page.getByText('Guarantee periods saved')).toBeVisible();
    expect(await (await page.request.get('/api/settings/guarantees')).json()).toEqual({ structureYears: 10, workmanshipYears: 3 });
    await expectAccessible(page);
    await shot(page, 'settings');
  });
});
