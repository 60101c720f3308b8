import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, joinSameCopy, pageInSameCopy, signInAs, signInAsDemoCustomer, test } from './fixtures';

/** The sample customer in this page's own copy of the demo company, so tests never share a conversation. Returns their name. */
async function newCustomer(page: Page): Promise<string> {
  return (await signInAsDemoCustomer(page)).name;
}

/** Staff in the same copy of the demo company as the customer's page. */
async function staffPage(browser: Browser, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, 'staff@example.com');
}

interface TicketCounts {
  open: number;
  unanswered: number;
}
async function ticketCounts(staff: Page): Promise<TicketCounts> {
  const res = await staff.request.get('/api/tickets/counts');
  expect(res.status()).toBe(200);
  return (await res.json()) as TicketCounts;
}

test.describe('messages', () => {
  test('a round trip: the customer writes, staff see it unread and reply, the customer sees the reply without a reload', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    await page.goto('/messages');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Message history' });
    await expect(history).toContainText('No messages yet');
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectAccessible(page);

    const question = `Can the delivery come on a Saturday? <b>${customer}</b>`;
    await box.fill(question);
    await box.press('Enter');
    await expect(history.getByText(question, { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');

    const staff = await staffPage(browser, page);
    await staff.goto('/messages');
    await interactAndHydrate(staff);
    await expect(staff.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Messages \(\d+ unread\)$/ })).toBeVisible();
    const conversation = staff.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: customer });
    await expect(conversation).toContainText('1 unread');
    await expectAccessible(staff);

    await conversation.click();
    await expect(staff).toHaveURL(/\/messages\?project=/);
    const panel = staff.getByRole('region', { name: customer, exact: true });
    await expect(panel.getByText(question, { exact: true })).toBeVisible();
    await expect(conversation).not.toContainText('unread');
    await panel.getByRole('textbox', { name: 'Message' }).fill('Yes, Saturday works.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Yes, Saturday works.')).toBeVisible();
    await expectAccessible(staff);

    // The customer's page polls: the reply arrives, is announced, and is read because it is on screen.
    await expect(history.getByText('Yes, Saturday works.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'New message from James Wilson: Yes, Saturday works.' })).toBeAttached();
    await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);

    await staff.reload();
    await interactAndHydrate(staff);
    await expect(staff.getByRole('region', { name: customer, exact: true }).getByText('Yes, Saturday works.')).toBeVisible();
    await staff.context().close();
  });
});

test.describe('support tickets', () => {
  test('a ticket opened by a customer raises Open and Unanswered; a staff reply answers it and the customer sees it', async ({ page, browser }) => {
    const staff = await staffPage(browser, page);
    const before = await ticketCounts(staff);

    const customer = await newCustomer(page);
    await page.goto('/support');
    await interactAndHydrate(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByText('You have no support tickets yet.', { exact: false })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Support Ticket' });
    await dialog.getByRole('button', { name: 'Open Ticket' }).click();
    await expect(dialog.getByText('Give your request a subject')).toBeVisible();
    await expect(dialog.getByText('Tell us what you need', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const subject = `Gate access for ${customer}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Category').selectOption({ label: 'Delivery' });
    await dialog.getByLabel('Description').fill('The lorry cannot reach the garden.\nThe side gate is 80 cm wide.');
    await dialog.getByRole('button', { name: 'Open Ticket' }).click();
    await expect(page.getByText(/^Ticket #\d{4,} opened$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const detail = page.getByRole('region', { name: new RegExp(`^#\\d{4,} ${subject}$`) });
    await expect(detail).toContainText('The side gate is 80 cm wide.');
    await expect(detail).toContainText('We aim to reply by');
    const number = /#(\d{4,})/.exec((await detail.getByRole('heading', { level: 2 }).textContent()) ?? '')![1]!;
    expect(Number(number)).toBeGreaterThanOrEqual(1001);
    await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: subject })).toContainText(`#${number}`);
    await expectAccessible(page);

    // Only this test opens tickets, but other tests may answer theirs at the same moment: compare, don't pin.
    const opened = await ticketCounts(staff);
    expect(opened.open).toBeGreaterThanOrEqual(before.open + 1);
    expect(opened.unanswered).toBeGreaterThanOrEqual(before.unanswered + 1);

    await staff.goto('/support');
    await interactAndHydrate(staff);
    const row = staff.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: subject });
    await expect(row).toContainText(`#${number}`);
    await expect(row).toContainText(customer);
    await expect(row).toContainText('Awaiting reply');
    await expectAccessible(staff);

    await row.click();
    const staffDetail = staff.getByRole('region', { name: `#${number} ${subject}` });
    await expect(staffDetail).toContainText('First reply due by');
    await staffDetail.getByLabel('Your reply').fill('We will bring the panels through by hand.');
    await staffDetail.getByRole('button', { name: 'Send Reply' }).click();
    await expect(staff.getByText('Reply sent')).toBeVisible();
    await expect(staffDetail.getByText('We will bring the panels through by hand.')).toBeVisible();
    await expect(row).not.toContainText('Awaiting reply');
    await expectAccessible(staff);
    await expect.poll(async () => (await ticketCounts(staff)).unanswered).toBe(opened.unanswered - 1);

    // The customer's open ticket polls for replies.
    await expect(detail.getByText('We will bring the panels through by hand.')).toBeVisible({ timeout: 20_000 });

    await staffDetail.getByRole('button', { name: 'Close Ticket' }).click();
    await expect(staff.getByText(`Ticket #${number} closed`)).toBeVisible();
    await expect(staffDetail.getByRole('button', { name: 'Reopen Ticket' })).toBeVisible();
    await expect.poll(async () => (await ticketCounts(staff)).open).toBe(opened.open - 1);
    await staff.getByLabel('Show').selectOption({ label: 'Closed tickets' });
    await expect(staff).toHaveURL(/show=closed/);
    await expect(staff.getByRole('list', { name: 'Tickets' }).getByRole('link').filter({ hasText: subject })).toContainText('Closed');
    await staff.context().close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff move between the conversation list and a conversation', async ({ page, browser }) => {
    const customer = await newCustomer(page);
    await page.request.post(`/api/projects/${await projectIdOf(page)}/messages`, { data: { content: 'Hello from my phone' } });

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await joinSameCopy(page, context);
    const staff = await context.newPage();
    await signInAs(staff, 'staff@example.com');
    await staff.goto('/messages');
    await interactAndHydrate(staff);
    await staff.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: customer }).click();
    const panel = staff.getByRole('region', { name: customer, exact: true });
    await expect(panel.getByText('Hello from my phone')).toBeVisible();
    await expect(staff.getByRole('list', { name: 'Conversations' })).toBeHidden();
    await expectAccessible(staff);
    await panel.getByRole('link', { name: 'All conversations' }).click();
    await expect(staff.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await context.close();
  });
});

async function projectIdOf(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { projectId: string | null };
  expect(me.projectId).toBeTruthy();
  return me.projectId!;
}
