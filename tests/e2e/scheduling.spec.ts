import type { Browser, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, signInAsDemoCustomer, test } from './fixtures';

interface ScheduleEvent {
  kind: string;
  date: string;
  teamName: string | null;
  customerName: string | null;
  startsAt: string | null;
}

/** Another browser in the same copy of the demo company as `customer`, signed in as `email`. */
async function signedInPage(browser: Browser, email: string, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, email);
}

/** The day button's accessible name starts with the long date ("Monday 23 November 2026"). */
const dayName = (isoDate: string) => new RegExp(`^${format(parseISO(isoDate), 'EEEE d MMMM yyyy', { locale: enGB })}`);

/** Moves the calendar on to the day's month (the event may be next month), then picks the day. */
async function pickDay(page: Page, isoDate: string) {
  const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const [thisYear, thisMonth] = londonDay(new Date().toISOString()).split('-').map(Number) as [number, number];
  for (let i = 0; i < (year - thisYear) * 12 + (month - thisMonth); i++) await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(format(parseISO(isoDate), 'MMMM yyyy'));
  const day = calendar.getByRole('grid').getByRole('button', { name: dayName(isoDate) });
  await day.click();
  return day;
}

/** A London day (YYYY-MM-DD) of an instant. */
const londonDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(instant));

test.describe('scheduling', () => {
  test('staff book a survey for a team that already has work that day, see the warning, and find it on the calendar', async ({ page }) => {
    test.slow();
    await signInAs(page, 'staff@example.com');
    // A team and a day, from today on, on which the team already has something (the demo seed has several).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const to = format(new Date(Date.now() + 40 * 86_400_000), 'yyyy-MM-dd');
    const { events } = (await (await page.request.get(`/api/schedule?from=${today}&to=${to}`)).json()) as { events: ScheduleEvent[] };
    const busy = events.find((e) => e.teamName && e.kind !== 'call' && e.date >= today)!;
    expect(busy, 'a team with a booking in the demo data').toBeTruthy();

    await page.goto('/scheduling');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
    await page.getByRole('button', { name: 'Schedule a visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a visit' });
    await dialog.getByRole('searchbox', { name: 'Search customers' }).fill('Jack Robinson');
    const project = dialog.getByRole('combobox', { name: 'Project' });
    // The search narrows the list to the one customer (the full list shows until the answer comes).
    await expect(project.getByRole('option')).toHaveCount(2);
    const label = (await project.getByRole('option', { name: /^Jack Robinson – / }).textContent())!;
    await project.selectOption({ label });
    await dialog.getByLabel('Kind').selectOption({ label: 'Site survey' });
    await dialog.getByLabel('Date').fill(busy.date);
    await dialog.getByLabel('Time').selectOption({ label: 'Morning (8:00–12:00)' });
    await dialog.getByLabel('Team').selectOption({ label: busy.teamName! });
    await expect(dialog.getByText(`${busy.teamName} already has`)).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: busy.customerName! })).toBeVisible();
    await dialog.getByLabel('Notes').fill('Check the access for the crane');
    await expectAccessible(page);

    // The warning does not stop the booking.
    await dialog.getByRole('button', { name: 'Book visit' }).click();
    await expect(page.getByText('Site survey booked')).toBeVisible();
    await expect(dialog).toBeHidden();

    const day = await pickDay(page, busy.date);
    await expect(day).toHaveAccessibleName(/Site survey: Jack Robinson/);
    const onTheDay = page.getByRole('region', { name: 'On the day', exact: true });
    const item = onTheDay.getByRole('listitem').filter({ hasText: 'Check the access for the crane' });
    await expect(item).toContainText('Site survey');
    await expect(item).toContainText('Jack Robinson');
    await expect(item).toContainText(busy.teamName!);
    await expectAccessible(page);

    // Keyboard: the arrow keys move through the days of the grid.
    await day.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /\d{4}/);
  });

  test('a customer books a call from the Schedule tab and staff see it on the calendar', async ({ page, browser }) => {
    test.slow();
    // The sample customer, in this test's own copy of the demo company.
    const { name } = await signInAsDemoCustomer(page);
    await page.request.post('/api/me/first-login-complete');

    await page.goto('/dashboard');
    await interactAndHydrate(page);
    await page.getByRole('link', { name: 'Schedule Now' }).click();
    await expect(page).toHaveURL(/[?&]tab=schedule/);
    const card = page.getByRole('region', { name: 'Schedule a Call' });
    await expect(card.getByText('You have no calls booked.')).toBeVisible();
    const firstTime = card.getByRole('radio').first();
    const slotId = await firstTime.getAttribute('value');
    await firstTime.check({ force: true });
    await card.getByLabel('What would you like to talk about? (optional)').fill('Where the electrics come in');
    await card.getByRole('button', { name: 'Book call' }).click();
    await expect(page.getByText('Call booked')).toBeVisible();
    const booked = card.getByRole('listitem').filter({ hasText: 'Where the electrics come in' });
    await expect(booked.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', /\/api\/calls\/[0-9a-f-]{36}\/calendar\.ics$/);
    await expect(card.locator(`input[value="${slotId}"]`)).toHaveCount(0);
    await expectAccessible(page);

    const staff = await signedInPage(browser, 'staff@example.com', page);
    const { calls } = (await (await staff.request.get('/api/calls')).json()) as { calls: { customerName: string; startsAt: string }[] };
    const call = calls.find((c) => c.customerName === name)!;
    expect(call, 'the call in the staff list').toBeTruthy();
    await staff.goto('/scheduling');
    await interactAndHydrate(staff);
    const day = await pickDay(staff, londonDay(call.startsAt));
    await expect(day).toHaveAccessibleName(new RegExp(`Call: ${name}`));
    const item = staff.getByRole('region', { name: 'On the day', exact: true }).getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Where the electrics come in');
    await expect(item.getByRole('link', { name: `Add to calendar: call with ${name}` })).toBeVisible();
    const ics = await staff.request.get((await item.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href'))!);
    expect(await ics.text()).toContain(`SUMMARY:Call with ${name}`);
    await expectAccessible(staff);
  });
});
