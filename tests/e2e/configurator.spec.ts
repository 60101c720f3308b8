import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, startDemoCopy, test } from './fixtures';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const pounds = (pence: number) => GBP.format(pence / 100);

const summary = (page: Page) => page.getByRole('region', { name: /^Your / });
const total = (page: Page) => summary(page).getByTestId('configurator-total');

/** Picks an option by its visible label within a step. */
async function choose(page: Page, step: string, label: string) {
  await page.getByRole('group', { name: new RegExp(`^Step \\d+: ${step}$`) }).getByRole('radio', { name: label }).check();
}

async function quoteTotal(page: Page, configuration: Record<string, string>): Promise<number> {
  const res = await page.request.post('/api/configurator/quote', { data: { configuration } });
  expect(res.status()).toBe(200);
  return (await res.json()).totalPence;
}

const STUDIO = {
  productType: 'studio',
  size: '4x3',
  cladding: 'cedar',
  windows: 'windows_roof_light',
  doors: 'bifold',
  electrical: 'office',
  insulation: 'enhanced',
  base: 'concrete',
};

test('the price shown for a configuration is the price the server quotes, VAT portion included', async ({ page }) => {
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure your garden room' })).toBeVisible();
  await expect(total(page)).toHaveText(pounds(await quoteTotal(page, { ...STUDIO, productType: 'garden_room', size: '2.5x2.5', cladding: 'composite_anthracite', windows: 'side_window', doors: 'french', electrical: 'standard', insulation: 'standard', base: 'ground_screws' })));
  await expectAccessible(page);

  await choose(page, 'Product type', 'Garden Studio');
  await choose(page, 'Size', '4 × 3 m');
  await choose(page, 'Cladding and colour', 'Western red cedar, natural');
  await choose(page, 'Windows', 'Two windows and a roof light');
  await choose(page, 'Doors', 'Bi-fold doors');
  await choose(page, 'Electrical package', 'Office');
  await choose(page, 'Insulation', 'Enhanced (100 mm PIR)');
  await choose(page, 'Base', 'Concrete base');

  const quoted = await quoteTotal(page, STUDIO);
  await expect(total(page)).toHaveText(pounds(quoted));
  await expect(summary(page).getByText(`Includes VAT at 20%: ${pounds(Math.round(quoted / 6))}`)).toBeVisible();
  await expect(summary(page).getByText('4 × 3 m (12 m²)')).toBeVisible();

  // The self-check beside it reads the chosen size.
  const planning = page.getByRole('region', { name: 'Will it need planning permission?' });
  await expect(planning.getByText('Likely permitted development: no planning application needed')).toBeVisible();
  await planning.getByLabel('Overall height').fill('2.7');
  await expect(planning.getByText('Likely needs planning permission')).toBeVisible();
  await expect(planning.getByText('Guidance, not legal advice.')).toBeVisible();
  await expectAccessible(page);
});

test('a quote request becomes a configurator lead that staff see with the design', async ({ page, browser }) => {
  const email = `quote-${randomUUID().slice(0, 8)}@example.co.uk`;
  // The visitor's own copy of the demo company, which staff below share.
  await startDemoCopy(page);
  await page.goto('/configurator');
  await choose(page, 'Size', '5 × 4 m');
  await choose(page, 'Doors', 'Sliding patio doors');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await dialog.getByLabel('Name').fill('Sarah Hughes');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/Phone/).fill('07700 900123');
  await dialog.getByLabel(/Message/).fill('Narrow side access.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Thank you, we have your request')).toBeVisible();

  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  const res = await staff.request.get('/api/leads?source=configurator');
  expect(res.status()).toBe(200);
  const lead = (await res.json()).leads.find((l: { email: string }) => l.email === email);
  expect(lead).toMatchObject({
    name: 'Sarah Hughes',
    source: 'configurator',
    message: 'Narrow side access.',
    configuration: { productType: 'garden_room', size: '5x4', doors: 'sliding', base: 'ground_screws' },
  });
  await staff.context().close();
});

test.describe('admin', () => {
  // Changes the demo price list other tests read: the one option it touches is put back.
  const WINDOWS = 'two_windows';
  let original: { id: string; pricePence: number } | null = null;

  test.afterEach(async ({ browser }) => {
    if (!original) return;
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, 'admin@example.com');
    await page.request.patch(`/api/configurator/options/${original.id}`, { data: { pricePence: original.pricePence } });
    await page.context().close();
  });

  test("a staff member's price change shows on the public configurator at once", async ({ page, browser }) => {
    await signInAs(page, 'staff@example.com');
    const options = (await (await page.request.get('/api/configurator/admin/options')).json()).options as { id: string; code: string; group: string; pricePence: number }[];
    const option = options.find((o) => o.group === 'windows' && o.code === WINDOWS)!;
    original = { id: option.id, pricePence: option.pricePence };

    await page.goto('/configurator/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurator admin' })).toBeVisible();
    await interactAndHydrate(page);
    await expect(page.getByRole('list', { name: 'Windows options' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit Two side windows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Two side windows' });
    await dialog.getByLabel('Price (£)').fill('725.50');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Option saved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Windows options' }).getByText('£725.50')).toBeVisible();

    // A signed-out visitor in the same copy of the demo company as the staff member.
    const visitor = await pageInSameCopy(browser, page);
    await visitor.goto('/configurator');
    const radio = visitor.getByRole('radio', { name: 'Two side windows' });
    await expect(radio).toHaveAccessibleDescription(/\+£725\.50/);
    await radio.check();
    const quoted = await quoteTotal(visitor, {
      productType: 'garden_room',
      size: '2.5x2.5',
      cladding: 'composite_anthracite',
      windows: WINDOWS,
      doors: 'french',
      electrical: 'standard',
      insulation: 'standard',
      base: 'ground_screws',
    });
    await expect(total(visitor)).toHaveText(pounds(quoted));
    await visitor.context().close();
  });

  test('asks a visitor to sign in and tells a customer it is for staff', async ({ page }) => {
    await page.goto('/configurator/admin');
    await expect(page.getByRole('heading', { name: 'Sign in to manage the configurator' })).toBeVisible();
    await expectAccessible(page);
    await signInAs(page, 'customer@example.com');
    await page.goto('/configurator/admin');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add option' })).toHaveCount(0);
  });
});
