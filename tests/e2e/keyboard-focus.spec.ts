import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, signInAsDemoCustomer, test } from './fixtures';

/**
 * Keyboard alone: every dialog of the app, opened with Enter on the control that opens it, gives
 * focus back to that control when Escape or its close button shuts it; and a focused tab panel
 * shows the focus ring. A new dialog goes into one of the lists below.
 */

interface DialogCase {
  /** The control a keyboard user tabs to and presses Enter on. */
  opener: (page: Page) => Locator;
  /** The dialog's accessible name (its title). */
  dialog: string | RegExp;
  /** Keyboard steps that put the opener on the page first (choosing a tab, say). */
  reveal?: (page: Page) => Promise<void>;
  /** A confirm dialog (ConfirmDialog): focus starts on Cancel, and axe checks it open. */
  confirm?: true;
}

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' || undefined });
const inRegion = (region: string, name: string | RegExp) => (page: Page) =>
  page.getByRole('region', { name: region, exact: true }).getByRole('button', { name, exact: typeof name === 'string' || undefined }).first();

/** The staff dashboard's My Tasks tab, chosen with the arrow key from the tab list. */
async function chooseMyTasks(page: Page) {
  const tab = page.getByRole('tab', { name: 'My Tasks' });
  if ((await tab.getAttribute('aria-selected')) === 'true') return;
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'My tasks' })).toBeVisible();
}

/** Payment Management showing only pending items, chosen from its filter with the arrow keys. */
async function showPendingPayments(page: Page) {
  const region = page.getByRole('region', { name: 'Payment Management' });
  const filter = region.getByRole('combobox', { name: 'Filter by status' });
  await tabTo(page, filter);
  while ((await filter.inputValue()) !== 'pending') await page.keyboard.press('ArrowDown');
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Public pages, signed out, on a desktop. */
const PUBLIC: Record<string, DialogCase[]> = {
  '/configurator': [{ opener: button('Request a quote'), dialog: 'Request a quote' }],
  '/gallery': [{ opener: (page) => page.getByRole('button', { name: /^View larger: / }).first(), dialog: /.+/ }],
};

/** The public site on a phone. */
const PUBLIC_PHONE: Record<string, DialogCase[]> = {
  '/': [{ opener: button('Open menu'), dialog: 'Menu' }],
};

/** The sample customer, whose transfer for the Manufacturing Start Payment is confirmed in the dialog's own test. */
const CUSTOMER: Record<string, DialogCase[]> = {
  '/dashboard': [
    { opener: inRegion('Design Approval', 'Request Changes'), dialog: 'Request Changes' },
    { opener: inRegion('Design Approval', 'Approve Design'), dialog: 'Approve your design?' },
  ],
  '/dashboard?tab=payments': [
    {
      opener: (page) => page.getByRole('row').filter({ hasText: 'Manufacturing Start Payment' }).getByRole('button', { name: 'Confirm Payment' }),
      dialog: 'Confirm Bank Transfer',
    },
  ],
  '/support': [{ opener: button('New Ticket'), dialog: 'New Support Ticket' }],
};

/** Staff (James Wilson) in the customer's copy of the demo company; `{project}` is the customer's project. */
const STAFF: Record<string, DialogCase[]> = {
  '/dashboard': [
    { opener: button('New Customer'), dialog: 'Create New Customer' },
    { opener: button('View Onboarding Flow'), dialog: 'Customer Onboarding Workflow' },
    { opener: inRegion('My Tasks', 'Add Task'), dialog: 'Add Task', reveal: chooseMyTasks },
    { opener: inRegion('My Tasks', /^Edit /), dialog: 'Edit Task', reveal: chooseMyTasks },
    { opener: inRegion('My Tasks', /^Delete /), dialog: 'Delete this task?', reveal: chooseMyTasks, confirm: true },
    { opener: inRegion('Payment Management', 'Import bank statement'), dialog: 'Import bank statement' },
    { opener: inRegion('Payment Management', /^Verify Payment/), dialog: 'Verify Bank Transfer' },
    { opener: inRegion('Payment Management', /^Mark as Paid/), dialog: 'Mark as Paid', reveal: showPendingPayments },
    { opener: inRegion('Project Preparation Checklist', 'Add Item'), dialog: 'Add Checklist Item' },
    { opener: inRegion('Project Preparation Checklist', /^Edit /), dialog: 'Edit Checklist Item' },
    { opener: inRegion('Project Preparation Checklist', /^Delete /), dialog: 'Delete this item?', confirm: true },
  ],
  '/customers/projects/{project}': [
    { opener: button('Post delay notice'), dialog: 'Post delay notice' },
    { opener: inRegion('Project details', 'Edit details'), dialog: 'Edit project details' },
    { opener: inRegion('Payment schedule', 'Add payment'), dialog: 'Add payment' },
    { opener: inRegion('Payment schedule', /^Edit /), dialog: 'Edit payment' },
    { opener: inRegion('Payment schedule', /^Delete /), dialog: 'Delete payment', confirm: true },
    { opener: inRegion('Project Preparation', 'Add Item'), dialog: 'Add Checklist Item' },
    { opener: inRegion('Project Preparation', /^Edit /), dialog: 'Edit Checklist Item' },
    { opener: inRegion('Project Preparation', /^Delete /), dialog: 'Delete this item?', confirm: true },
    { opener: inRegion('Project Documents', 'Upload New Document'), dialog: 'Upload New Document' },
    { opener: inRegion('Project Documents', 'Request Document'), dialog: 'Request Document' },
  ],
  '/contracts?contract={contract}': [
    { opener: button('Create Contract'), dialog: 'Create Contract' },
    { opener: (page) => page.getByRole('button', { name: 'Void', exact: true }), dialog: 'Void Contract', confirm: true },
  ],
  '/scheduling': [
    { opener: button('Schedule a visit'), dialog: 'Schedule a visit' },
    { opener: button('Schedule installation'), dialog: 'Schedule installation' },
  ],
  '/leads': [{ opener: (page) => page.getByRole('button', { name: /^Convert to customer/ }).first(), dialog: /^Convert .+ to a customer\?$/ }],
  '/configurator/admin': [
    { opener: (page) => page.getByRole('button', { name: /^Add .+ option$/ }).first(), dialog: /^Add / },
    { opener: (page) => page.getByRole('button', { name: /^Edit / }).first(), dialog: /^Edit / },
    { opener: (page) => page.getByRole('button', { name: /^Delete / }).first(), dialog: /^Delete .+\?$/, confirm: true },
  ],
  '/gallery/admin': [{ opener: (page) => page.getByRole('button', { name: /^Delete: / }).first(), dialog: 'Delete this photo?', confirm: true }],
};

/** An admin (Priya Shah), for what only admins may change. */
const ADMIN: Record<string, DialogCase[]> = {
  '/settings': [{ opener: (page) => page.getByRole('region', { name: 'Teams' }).getByRole('button', { name: /^Remove / }).first(), dialog: /^Remove .+\?$/, confirm: true }],
  '/support': [{ opener: button(/^Response target: /), dialog: 'Response Target' }],
};

/** More tab stops than any page has: a control not reached by then is not reachable by Tab. */
const MAX_TAB_PRESSES = 400;

/** Presses Tab (or Shift+Tab, if it lies behind) until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TAB_PRESSES; i++) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (element === active) return 'here';
      if (!active || active === document.body) return 'ahead';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING ? 'ahead' : 'behind';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'ahead' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${MAX_TAB_PRESSES} presses`);
}

/** Opens the dialog with Enter, shuts it with Escape and then with its close button, and checks focus is back on the opener each time. */
async function expectFocusReturns(page: Page, { opener: find, dialog: name, reveal, confirm }: DialogCase) {
  await reveal?.(page);
  const opener = find(page);
  await tabTo(page, opener);
  const dialog = page.getByRole(confirm ? 'alertdialog' : 'dialog', { name });

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), 'focus moves into the dialog').toBe(true);
  if (confirm) {
    await expect(dialog.getByRole('button', { name: 'Cancel' }), 'a confirm dialog starts on Cancel, not on the destructive button').toBeFocused();
    await expectAccessible(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'focus is back on the opener after Escape').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /^Close( menu)?$/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener, 'focus is back on the opener after the close button').toBeFocused();
}

async function visitAll(page: Page, pages: Record<string, DialogCase[]>, fill: Record<string, string> = {}) {
  for (const [template, cases] of Object.entries(pages)) {
    const path = template.replace(/\{(\w+)\}/g, (_, key: string) => fill[key]!);
    await page.goto(path);
    await interactAndHydrate(page);
    for (const dialogCase of cases) {
      await test.step(`${template}: ${String(dialogCase.dialog)}`, () => expectFocusReturns(page, dialogCase));
    }
  }
}

/**
 * Staff in the sample customer's own copy of the demo company, with a transfer waiting for them
 * (Verify Payment), an unsigned contract (Void) and a new lead (Convert); `fill` names the
 * customer's project and the contract for the paths above.
 */
async function staffWithWorkToDo(page: Page, browser: Browser): Promise<{ staff: Page; customerName: string; fill: Record<string, string> }> {
  const customer = await signInAsDemoCustomer(page);
  const schedule = (await (await page.request.get(`/api/projects/${customer.projectId}/payments`)).json()) as { items: { id: string; title: string }[] };
  const due = schedule.items.find((item) => item.title === 'Manufacturing Start Payment')!;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const confirmed = await page.request.post(`/api/payments/${due.id}/confirm-transfer`, {
    data: { reference: 'INV-KEYBOARD', amount: '5500.00', transferDate: today },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(confirmed.status()).toBe(200);
  const customerId = (await (await page.request.get('/api/me')).json()).id as string;

  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  const contract = await staff.request.post('/api/contracts', {
    data: { title: `Keyboard Agreement ${randomUUID().slice(0, 6)}`, content: 'Supply and installation of a garden room.', customerId },
  });
  expect(contract.status()).toBe(201);
  const lead = await staff.request.post('/api/leads', {
    data: { name: `Kim Keyboard ${randomUUID().slice(0, 6)}`, email: `kim-${randomUUID().slice(0, 8)}@example.co.uk`, source: 'contact', message: 'Please call me.' },
  });
  expect(lead.status()).toBe(201);
  return { staff, customerName: customer.name, fill: { project: customer.projectId, contract: ((await contract.json()) as { id: string }).id } };
}

test.describe('every dialog gives focus back to the control that opened it', () => {
  test('public pages', async ({ page }) => {
    await visitAll(page, PUBLIC);
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('public pages', async ({ page }) => {
      await visitAll(page, PUBLIC_PHONE);
    });
  });

  test('the customer portal', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await visitAll(page, CUSTOMER);
  });

  for (const [path, cases] of Object.entries(STAFF)) {
    test(`staff: ${path}`, async ({ page, browser }) => {
      test.slow();
      const { staff, fill } = await staffWithWorkToDo(page, browser);
      await visitAll(staff, { [path]: cases }, fill);
      await staff.context().close();
    });
  }

  test('admin pages', async ({ page }) => {
    await signInAs(page, 'admin@example.com');
    await visitAll(page, ADMIN);
  });
});

test('once a transfer is verified its Verify Payment button is gone, and focus stays in Payment Management, not on the page body', async ({ page, browser }) => {
  test.slow();
  const { staff, customerName } = await staffWithWorkToDo(page, browser);
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  const region = staff.getByRole('region', { name: 'Payment Management' });
  const name = `Verify Payment for Manufacturing Start Payment, ${customerName}`;
  await tabTo(staff, region.getByRole('button', { name }));
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Verify Bank Transfer' });
  await tabTo(staff, dialog.getByRole('button', { name: 'Verify Payment', exact: true }));
  await staff.keyboard.press('Enter');
  await expect(staff.getByText('Payment verified successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(region.getByRole('button', { name })).toHaveCount(0);
  // The tab stop now where the button was: the verified row's receipt, or the next row's action.
  await expect(region.locator(':focus')).toHaveCount(1);
  await staff.context().close();
});

interface Ring {
  outline: string;
  boxShadow: string;
  /** The outline's colour and the colour behind it, as rgb(a) strings (null behind: a photo or gradient). */
  color: string;
  behind: string | null;
  focusVisible: boolean;
}

/**
 * How the focused element shows focus: its own outline (or box-shadow ring), or, for a radio or
 * checkbox inside a card-like label, the label's; and the colour painted just outside it, where
 * the outline is drawn (a header over the dark hero is not inside the hero, so ancestors alone
 * would not tell).
 */
function ringOf(target: Locator): Promise<Ring> {
  return target.evaluate((element) => {
    const hasRing = (style: CSSStyleDeclaration) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const label = element.closest('label');
    const drawn = !hasRing(getComputedStyle(element)) && label ? label : element;
    const style = getComputedStyle(drawn);
    // Colours as sRGB bytes through a canvas: computed styles may say oklab() or color-mix().
    const context = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const box = drawn.getBoundingClientRect();
    const x = box.left >= 4 ? box.left - 3 : box.right + 3;
    const under = document.elementsFromPoint(x, box.top + box.height / 2).filter((node) => node !== drawn && !drawn.contains(node));
    const candidates = under.length ? under : [drawn.parentElement ?? document.body];
    // Translucent layers (a header at 95 %) are laid over what lies below them, down to the first
    // opaque one; null: a photo or a gradient is below, whose colour a style does not tell.
    const layers: [number, number, number, number][] = [];
    let base: [number, number, number, number] | null = rgba(getComputedStyle(document.documentElement).backgroundColor);
    if (base[3] === 0) base = [255, 255, 255, 1];
    search: for (const start of candidates) {
      for (let node: Element | null = start; node; node = node.parentElement) {
        const background = getComputedStyle(node);
        const color = rgba(background.backgroundColor);
        if (node instanceof HTMLImageElement || node instanceof HTMLVideoElement || background.backgroundImage !== 'none') {
          base = null;
          break search;
        }
        if (color[3] >= 0.9) {
          base = color;
          break search;
        }
        if (color[3] > 0) layers.push(color);
      }
    }
    let behind: string | null = null;
    if (base) {
      const [r, g, b] = layers.reduceRight(([br, bg, bb], [lr, lg, lb, a]) => [lr * a + br * (1 - a), lg * a + bg * (1 - a), lb * a + bb * (1 - a)], [base[0], base[1], base[2]]);
      behind = `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
    }
    const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`;
    const [r, g, b] = rgba(style.outlineColor);
    return { outline, boxShadow: style.boxShadow, color: `rgb(${r}, ${g}, ${b})`, behind, focusVisible: element.matches(':focus-visible') };
  });
}

/** WCAG contrast ratio of two rgb()/rgba() colours (alpha ignored: the ring is opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('the staff dashboard tab panel shows a focus ring when reached by keyboard, light and dark, desktop and phone', async ({ page }) => {
  await signInAs(page, 'staff@example.com');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(`${width} px, ${colorScheme}`, async () => {
        await page.emulateMedia({ colorScheme });
        await page.goto('/dashboard');
        await interactAndHydrate(page);
        const panel = page.getByRole('tabpanel', { name: 'Upcoming Installations' });
        expect((await ringOf(panel)).outline, 'no ring before it has focus').toBe('none');

        // The control just before the panel: the tab list on a desktop, the Section dropdown on a phone.
        await tabTo(page, width >= 768 ? page.getByRole('tab', { selected: true }) : page.getByRole('combobox', { name: 'Section' }));
        await page.keyboard.press('Tab');
        await expect(panel).toBeFocused();
        const ring = await ringOf(panel);
        expect(ring.focusVisible).toBe(true);
        expect(ring.outline, 'a visible outline on the focused panel').toMatch(/^[2-9](\.\d+)?px solid$/);
        expect(ring.behind, 'a plain background behind the panel').not.toBeNull();
        expect(contrast(ring.color, ring.behind!), `ring ${ring.color} against ${ring.behind}`).toBeGreaterThanOrEqual(3);
      });
    }
  }
});

/** Pages whose every tab stop is checked for a ring, by who sees them. */
const WALKED: { as: string | null; path: string; colorScheme: 'light' | 'dark' }[] = [
  { as: null, path: '/', colorScheme: 'light' },
  { as: null, path: '/configurator', colorScheme: 'light' },
  { as: null, path: '/configurator', colorScheme: 'dark' },
  { as: 'customer@example.com', path: '/dashboard', colorScheme: 'light' },
  { as: 'staff@example.com', path: '/dashboard', colorScheme: 'light' },
  { as: 'staff@example.com', path: '/dashboard', colorScheme: 'dark' },
  { as: 'staff@example.com', path: '/scheduling', colorScheme: 'light' },
];

for (const { as, path, colorScheme } of WALKED) {
  test(`every tab stop on ${path}${as ? ` (${as.split('@')[0]})` : ''}, ${colorScheme}, shows a focus ring that stands out`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    if (as) await signInAs(page, as);
    await page.goto(path);
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const missing: string[] = [];
    let visited = 0;
    for (let i = 0; i < MAX_TAB_PRESSES; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if ((await focused.count()) === 0) break;
      // Round to a stop already seen: the whole page has been walked.
      const again = await focused.evaluate((element) => {
        const seen = ((window as unknown as { seenStops?: WeakSet<Element> }).seenStops ??= new WeakSet());
        if (seen.has(element)) return true;
        seen.add(element);
        return false;
      });
      if (again) break;
      visited++;
      const ring = await ringOf(focused);
      const shown = ring.focusVisible && (ring.boxShadow !== 'none' || (ring.outline !== 'none' && (ring.behind === null || contrast(ring.color, ring.behind) >= 3)));
      if (!shown) {
        const name = await focused.evaluate((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`);
        missing.push(`${name}: outline ${ring.outline} ${ring.color} on ${ring.behind}`);
      }
    }
    expect(visited, 'tab stops visited').toBeGreaterThan(10);
    expect(missing, 'tab stops without a visible focus ring').toEqual([]);
  });
}
