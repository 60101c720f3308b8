import { expect, expectAccessible, holdTheApp, interactAndHydrate, scriptsBeforeLoad, signInAs, tenantOrigin, test } from './fixtures';

/** The marketing pages built from each company's site content, with a line only its content has. */
const PAGES = [
  { path: '/', heading: 'Garden rooms, built to be lived in all year round', shows: 'From £16,950' },
  { path: '/products/garden-rooms', heading: 'Garden Rooms', shows: 'The Arun' },
  { path: '/products/home-offices', heading: 'Home Offices', shows: 'The thirty-second commute' },
  { path: '/products/studios', heading: 'Studios', shows: 'The Atelier' },
  { path: '/services/installation', heading: 'Installation', shows: 'Site-readiness check' },
  { path: '/services/design', heading: 'Design Consultation', shows: 'Drawings and a fixed quote' },
  { path: '/services/maintenance', heading: 'Maintenance', shows: 'Annual service from £145' },
  { path: '/pricing', heading: 'Pricing', shows: 'Manufacturing Start Payment' },
  { path: '/faqs', heading: 'Frequently Asked Questions', shows: 'What access do you need on delivery day?' },
  { path: '/composite-collection', heading: 'Composite Collection', shows: 'Sage Green' },
];

for (const { path, heading, shows } of PAGES) {
  test(`${path} shows the company's content and passes axe in light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(shows).first()).toBeVisible();
      await expectAccessible(page);
    }
  });
}

test('product pages give planning guidance that is not legal advice, linking to the full guidance', async ({ page }) => {
  await page.goto('/products/garden-rooms');
  const planning = page.getByRole('region', { name: 'Do I need planning permission?' });
  await expect(planning).toContainText('This is guidance, not legal advice.');
  await planning.getByRole('link', { name: 'Read our planning guidance and FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs#planning$/);
  await expect(page.getByRole('region', { name: 'Planning guidance' })).toBeInViewport();
});

test('an FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/faqs');
  const question = page.getByText('What base do you use?');
  const answer = page.getByText(/Galvanised ground screws for almost every garden/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header is transparent over the hero until scrolled past 10 px, then solid with a shadow', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.locator('header').first();
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await shadow()).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(shadow).not.toBe('none');
    await expectAccessible(page);
  });

  test('the main menu and its dropdowns work from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();

    // Products: Enter opens it on the first item, arrows move, Escape closes and gives focus back.
    await page.keyboard.press('Tab');
    const products = nav.getByRole('button', { name: 'Products' });
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Garden Rooms' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Home Offices' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(products).toBeFocused();

    // On to Services, opened with the arrow key, and a page chosen with Enter.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeFocused();
    await page.keyboard.press('Tab');
    const services = nav.getByRole('button', { name: 'Services' });
    await expect(services).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Installation' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Design Consultation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/design$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design Consultation' })).toBeVisible();
  });

  test('80 background particles drift behind the hero, and none when motion is reduced or turned off', async ({ page }) => {
    await page.goto('/');
    // Decoration, drawn by the app: it starts with the visitor's first interaction.
    await interactAndHydrate(page);
    await expect(page.getByTestId('background-particles')).toHaveAttribute('data-particles', '80');
    await expect(page.getByTestId('background-particles')).toHaveAttribute('aria-hidden', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('background-particles')).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.evaluate(() => localStorage.setItem('animationsEnabled', 'false'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await interactAndHydrate(page);
    await expect(page.getByTestId('background-particles')).toHaveCount(0);
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('the header fits the menu, Login, Book a Demo and the theme button, the menu on a second row', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('header').first();
    for (const item of [header.getByRole('link', { name: 'Contact' }), header.getByRole('link', { name: 'Book a Demo' }), header.getByRole('button', { name: 'Toggle theme' })]) {
      await expect(item).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expectAccessible(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens from the keyboard with its links and demo buttons, and gives focus back on Escape', async ({ page }) => {
    await page.goto('/pricing');
    await interactAndHydrate(page);
    await expect(page.getByTestId('background-particles')).toHaveAttribute('data-particles', '40');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.width)).toBe(320);
    expect(Math.round(box.x + box.width)).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Gallery', 'FAQ', 'Contact']);
    await expect(drawer.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
    await expect(drawer.getByRole('button', { name: 'Customer Portal' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Staff Portal' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Choosing a page closes it.
    await trigger.click();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
  });

  test('signed in, the header and the drawer offer the dashboard where Login was', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await signInAs(page, 'customer@example.com');
    await page.reload();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the drawer closes when the window widens past 768 px', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test('the acme host shows Acme’s own content and prices', async ({ page }) => {
  const acme = tenantOrigin('acme');
  await page.goto(`${acme}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solid garden buildings. Fair prices. No nonsense.' })).toBeVisible();
  await expect(page.getByText('Building across Leeds, Bradford, Harrogate, York, Wakefield and the Yorkshire Dales')).toBeVisible();

  await page.goto(`${acme}/products/garden-rooms`);
  const ranges = page.getByRole('list', { name: 'Garden Rooms ranges' });
  await expect(ranges.getByRole('heading', { name: 'Garden Room 3030' })).toBeVisible();
  await expect(ranges).toContainText('From £15,495');
  await expect(ranges).not.toContainText('£16,950');

  await page.goto(`${acme}/pricing`);
  await expect(page.getByRole('list', { name: 'Payment stages' }).getByRole('heading')).toHaveText(['Order deposit', 'Base payment', 'Delivery payment', 'Completion payment']);
  await expectAccessible(page);
});

test.describe('server-rendered pages', () => {
  test('arrive complete, loading only the boot script, and run the app only once the visitor interacts', async ({ page }) => {
    await page.goto('/configurator');
    await expect(page.getByRole('heading', { level: 1, name: 'Configure your garden room' })).toBeVisible();
    // The live price is there in the HTML, computed by the server from the company's options.
    await expect(page.getByText(/£[\d,]+\.\d\d/).first()).toBeVisible();
    // After load the boot script fetches the app ahead while idle (tests/e2e/app-prefetch.spec.ts), but runs nothing.
    expect(await scriptsBeforeLoad(page)).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/), '/theme-init.js']);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await interactAndHydrate(page);
  });

  test('what a visitor types and presses before the page has hydrated is kept and acted on', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Early Bird');
    await page.getByLabel('Email').fill('early.bird@example.com');
    await page.getByLabel(/^How can we help/).fill('Typed before the page had hydrated.');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Held, not lost and not sent as a plain form: nothing happens until the app is there.
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeFocused();
  });

  test('a menu button pressed before the page has hydrated opens once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  });
});
