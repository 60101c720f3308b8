import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, signInAs, test } from './fixtures';

/** The staff dashboard with My Tasks showing, whether it sits behind a tab or not. */
async function openMyTasks(page: Page) {
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  const tab = page.getByRole('tab', { name: 'My Tasks' });
  const card = page.getByRole('region', { name: 'My Tasks' });
  await expect(tab.or(card).filter({ visible: true }).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  await expect(card.getByRole('list', { name: 'My tasks' })).toBeVisible();
  return card;
}

test('staff see their overdue seeded task marked, add a task, tick it done, and it stays done after a reload', async ({ page }) => {
  await signInAs(page, 'staff@example.com');
  const card = await openMyTasks(page);

  // The demo seed gives James Wilson a task due yesterday.
  const late = card.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Call Mr Patel about access for the lorry' }) });
  await expect(late.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Send the Lewis design revision' })).not.toBeChecked();
  await expectAccessible(page);

  const title = `Measure the Hughes base ${randomUUID().slice(0, 6)}`;
  await card.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog.getByLabel('Assigned To')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Assigned To').locator('option:checked')).toHaveText('James Wilson (me)');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Due Date').fill('2031-03-14');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task added')).toBeVisible();

  const box = card.getByRole('checkbox', { name: title });
  const row = card.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) });
  await expect(row).toContainText('High priority');
  await expect(row).toContainText('Due 14 Mar 2031');
  // A click, not check(): a done task leaves the open list, so there may be no box left to read back.
  await box.click();
  await expect(page.getByText('Task completed')).toBeVisible();
  // Done tasks leave the open list.
  await expect(box).toHaveCount(0);

  await page.reload();
  await interactAndHydrate(page);
  const again = await openMyTasks(page);
  await expect(again.getByRole('checkbox', { name: title })).toHaveCount(0);
  await again.getByRole('checkbox', { name: 'Show done' }).check();
  await expect(again.getByRole('checkbox', { name: title })).toBeChecked();
  await expectAccessible(page);
});
