import type { Browser, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAsDemoCustomer, test } from './fixtures';

/** A demo visitor: the sample customer in this page's own copy of the demo company (at design confirmation). */
async function newCustomer(page: Page): Promise<{ email: string; projectId: string }> {
  return signInAsDemoCustomer(page);
}

/** Another browser in the same copy as `customer`, signed in as `email`. */
async function signedInPage(browser: Browser, email: string, customer: Page): Promise<Page> {
  return pageInSameCopy(browser, customer, email);
}

test.describe('project notes', () => {
  test('the customer adds a note; staff see it and add an internal one the customer never sees', async ({ page, browser }) => {
    test.slow();
    const { projectId } = await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const notes = page.getByRole('region', { name: 'Project Notes & Updates' });
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Cannot Add Note')).toBeVisible();
    await notes.getByLabel('Add a note').fill('The side gate is 90 cm wide.');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Your note has been added successfully.')).toBeVisible();
    await expect(notes.getByRole('listitem').filter({ hasText: 'The side gate is 90 cm wide.' })).toContainText('Info');
    await expectAccessible(page);

    const staff = await signedInPage(browser, 'staff@example.com', page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    const staffNotes = staff.getByRole('region', { name: 'Project Notes & Updates' });
    await expect(staffNotes.getByText('The side gate is 90 cm wide.')).toBeVisible();
    await staffNotes.getByLabel('Add a note').fill('Customer sounded unsure about the budget.');
    await staffNotes.getByLabel('Type').selectOption('warning');
    await staffNotes.getByLabel('Internal Only').check();
    await staffNotes.getByRole('button', { name: 'Add Note' }).click();
    const internal = staffNotes.getByRole('listitem').filter({ hasText: 'Customer sounded unsure about the budget.' });
    await expect(internal).toContainText('Internal Only');
    await expect(internal).toContainText('Warning');
    // Pinning puts the customer's note first.
    await staffNotes.getByRole('listitem').filter({ hasText: 'The side gate is 90 cm wide.' }).getByRole('button', { name: /^Pin/ }).click();
    await expect(staffNotes.getByRole('listitem').first()).toContainText('Pinned');
    await expect(staffNotes.getByRole('listitem').first()).toContainText('The side gate is 90 cm wide.');
    await expectAccessible(staff);
    await staff.context().close();

    await page.reload();
    await interactAndHydrate(page);
    await expect(notes.getByText('The side gate is 90 cm wide.')).toBeVisible();
    await expect(notes.getByText('Pinned')).toBeVisible();
    await expect(page.getByText('Customer sounded unsure about the budget.')).toHaveCount(0);
    const api = await (await page.request.get(`/api/projects/${projectId}/notes`)).json();
    expect(JSON.stringify(api)).not.toContain('unsure about the budget');
  });
});

test.describe('project preparation', () => {
  test('a ticked item stays ticked after a reload and leaves "what we need from you next"', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const preparation = page.getByRole('region', { name: 'Project Preparation' });
    await expect(preparation.getByText('Current Stage: Planning')).toBeVisible();
    const nextSteps = page.getByRole('region', { name: 'What we need from you next' });
    await expect(nextSteps.getByText('Confirm where the room will stand')).toBeVisible();

    const item = preparation.getByRole('checkbox', { name: 'Confirm where the room will stand' });
    await expect(item).not.toBeChecked();
    await item.check();
    await expect(page.getByText('Task completed')).toBeVisible();
    await expect(nextSteps.getByText('Confirm where the room will stand')).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await interactAndHydrate(page);
    await expect(preparation.getByRole('checkbox', { name: 'Confirm where the room will stand' })).toBeChecked();
    await expect(nextSteps.getByText('Confirm where the room will stand')).toHaveCount(0);
    // Staff tasks are the team's: the customer's page has none.
    await expect(preparation.getByRole('region', { name: 'Staff Tasks' })).toHaveCount(0);
  });

  test("staff add an item to a customer's checklist and the customer sees it", async ({ page, browser }) => {
    test.slow();
    const { projectId } = await newCustomer(page);
    const staff = await signedInPage(browser, 'staff@example.com', page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    const preparation = staff.getByRole('region', { name: 'Project Preparation' });
    await expect(preparation.getByRole('region', { name: 'Staff Tasks' })).toBeVisible();
    await preparation.getByRole('button', { name: 'Add Item' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Checklist Item' });
    await dialog.getByLabel('Title').fill('Measure the side gate');
    await dialog.getByLabel(/Mandatory/).check();
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(staff.getByText('Item added')).toBeVisible();
    await expect(preparation.getByRole('region', { name: 'Customer Requirements' })).toContainText('Measure the side gate');
    await staff.context().close();

    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const mine = page.getByRole('region', { name: 'Customer Requirements' });
    await expect(mine.getByRole('checkbox', { name: 'Measure the side gate' })).toBeVisible();
    await expect(mine.getByRole('listitem').filter({ hasText: 'Measure the side gate' })).toContainText('Required');
    await expect(page.getByRole('region', { name: 'What we need from you next' })).toContainText('Measure the side gate');
  });
});

test.describe('design approval', () => {
  test('a change request reaches staff; approving advances the timeline', async ({ page, browser }) => {
    test.slow();
    const { projectId } = await newCustomer(page);
    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const approval = page.getByRole('region', { name: 'Design Approval' });
    await approval.getByRole('button', { name: 'Request Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Changes' });
    await dialog.getByLabel('What would you like changed?').fill('Please move the doors to the left-hand side.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Your edit request has been sent to the team.')).toBeVisible();
    await expect(approval).toContainText('You asked for changes on');
    await expectAccessible(page);

    const staff = await signedInPage(browser, 'staff@example.com', page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    const decisions = staff.getByRole('region', { name: 'Design Decisions' });
    await expect(decisions).toContainText('Changes requested');
    await expect(decisions).toContainText('Please move the doors to the left-hand side.');
    // Staff never get the customer's buttons.
    await expect(staff.getByRole('button', { name: 'Approve Design' })).toHaveCount(0);
    await staff.context().close();

    const timeline = page.getByRole('region', { name: 'Project Timeline' });
    await expect(timeline).toContainText('you are at step 2 of 7: Design Approval Pending');
    await approval.getByRole('button', { name: 'Approve Design' }).click();
    await page.getByRole('dialog', { name: 'Approve your design?' }).getByRole('button', { name: 'Approve Design' }).click();
    await expect(page.getByText('Specifications Approved')).toBeVisible();
    await expect(timeline).toContainText('you are at step 3 of 7: Site Access Photos Needed');
    await expect(page.getByRole('region', { name: 'Design Approval' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What we need from you next' })).toContainText('Send photos of the site and the access to it');

    await page.reload();
    await interactAndHydrate(page);
    await expect(timeline).toContainText('you are at step 3 of 7: Site Access Photos Needed');
    await expect(page.getByRole('button', { name: 'Approve Design' })).toHaveCount(0);
  });
});

test.describe('delay notices', () => {
  test("staff post one; the customer sees the new date and the reason on their dashboard, and an email", async ({ page, browser }) => {
    test.slow();
    const { email, projectId } = await newCustomer(page);
    const revised = addDays(new Date(), 60);
    const iso = format(revised, 'yyyy-MM-dd');

    const staff = await signedInPage(browser, 'staff@example.com', page);
    await staff.goto(`/customers/projects/${projectId}`);
    await interactAndHydrate(staff);
    await staff.getByRole('button', { name: 'Post delay notice' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Post delay notice' });
    await dialog.getByLabel('Revised install date').fill(iso);
    await dialog.getByLabel('Reason').fill('Our cladding supplier is running three weeks late.');
    await dialog.getByRole('button', { name: 'Post Notice' }).click();
    await expect(staff.getByText('Delay notice posted')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Latest delay notice' })).toContainText('Our cladding supplier is running three weeks late.');
    await expect(staff.getByText(`Install Date: ${format(revised, 'd MMMM yyyy', { locale: enGB })}`)).toBeVisible();
    await expectAccessible(staff);
    await staff.context().close();

    await page.goto('/dashboard');
    await interactAndHydrate(page);
    const notice = page.getByRole('region', { name: 'Your installation date has changed' });
    await expect(notice).toContainText(`New install date: ${format(revised, 'EEE d MMM yyyy', { locale: enGB })}`);
    await expect(notice).toContainText('(was 22 April 2024)');
    await expect(notice).toContainText('Our cladding supplier is running three weeks late.');
    await expect(page.getByText(`Install Date: ${format(revised, 'd MMMM yyyy', { locale: enGB })}`)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Project Timeline' });
    await expect(timeline).toContainText(`Installation: ${format(revised, 'EEE d MMM yyyy', { locale: enGB })}`);
    await expect(timeline).toContainText('Revised');
    await expectAccessible(page);

    // The same news went to the customer's inbox (readable by admins in demo mode).
    const admin = await signedInPage(browser, 'admin@example.com', page);
    const { emails } = await (await admin.request.get('/api/outbox')).json();
    const sent = emails.filter((e: { kind: string; toEmail: string }) => e.kind === 'delay-notice' && e.toEmail === email);
    expect(sent).toHaveLength(1);
    expect(sent[0].textBody).toContain('Our cladding supplier is running three weeks late.');
    await admin.context().close();
  });
});
