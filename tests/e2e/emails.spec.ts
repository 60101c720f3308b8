import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, interactAndHydrate, pageInSameCopy, signInAs, test } from './fixtures';
import { INVITATION_LINK, linkEmailedTo } from './mailbox';

/** The chosen email's HTML as its sandboxed frame shows it (scripts, a test's included, cannot reach into that frame). */
async function emailPreview(page: Page, shown: Locator): Promise<string> {
  const frame = shown.locator('iframe[title^="The email to"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  const res = await page.request.get((await frame.getAttribute('src'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain('sandbox');
  return res.text();
}

test('an admin reads the email a customer was sent when staff asked for a document', async ({ page, browser }) => {
  // The sample customer, staff and admin of one copy of the demo company (page's, shared by each browser).
  const customer = await pageInSameCopy(browser, page, 'customer@example.com');
  const { projectId, email } = await (await customer.request.get('/api/me')).json();
  await customer.context().close();

  const staff = await pageInSameCopy(browser, page, 'staff@example.com');
  const requested = await staff.request.post(`/api/projects/${projectId}/document-requests`, {
    data: { documentType: 'Site Photo', description: 'The <b>gate</b> and the path to the base', dueDate: '' },
  });
  expect(requested.status()).toBe(201);
  // Staff who are not admins have no mailbox link.
  await staff.goto('/dashboard');
  await interactAndHydrate(staff);
  await expect(staff.getByRole('link', { name: 'Sent emails' })).toHaveCount(0);
  await staff.context().close();

  await signInAs(page, 'admin@example.com');
  await page.goto('/dashboard');
  await interactAndHydrate(page);
  await page.getByRole('link', { name: 'Sent emails' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent emails' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`please send us Site Photo.*${email}`) }).first().click();
  const shown = page.getByRole('region', { name: /please send us Site Photo/ });
  await expect(shown).toContainText(email);
  // As the customer sees it: the company's HTML email in a frame that runs nothing, what staff typed as text, the button to the portal.
  const html = await emailPreview(page, shown);
  expect(html).toContain('We need a document from you</h1>');
  expect(html).toContain('The &lt;b&gt;gate&lt;/b&gt; and the path to the base');
  expect(html).toMatch(/<a href="http:\/\/[^"]+\/dashboard\?tab=documents"[^>]*>.*Upload the document/);
  await expectAccessible(page);
  await shown.getByRole('tab', { name: 'Plain text' }).click();
  await expect(shown).toContainText('The <b>gate</b> and the path to the base');
  await expect(shown).toContainText('/dashboard?tab=documents');
});

test('an admin sees an invitation’s link as hidden, and Resend emails the person a new one', async ({ page }) => {
  const email = `hidden-${randomUUID().slice(0, 8)}@example.com`;
  // Staff and the admin of one company (in demo mode, the copy this browser signs in to).
  await signInAs(page, 'staff@example.com');
  expect((await page.request.post('/api/customers', { data: { name: 'Hana Hidden', email } })).status()).toBe(201);
  const first = await linkEmailedTo(email, INVITATION_LINK);

  await signInAs(page, 'admin@example.com');
  await page.goto('/emails');
  await interactAndHydrate(page);
  await page.getByRole('button', { name: new RegExp(`your customer portal is ready.*${email}`) }).click();
  const shown = page.getByRole('region', { name: /your customer portal is ready/ });
  const html = await emailPreview(page, shown);
  // The button and the address beneath it go nowhere; the address reads as hidden.
  expect(html).toMatch(/Or open this address: <a class="email-link"[^>]*>\[Link hidden: only the recipient can use it\]<\/a>/);
  expect(html).not.toContain('/invitations/');
  await shown.getByRole('tab', { name: 'Plain text' }).click();
  await expect(shown).toContainText('[Link hidden: only the recipient can use it]');
  await expect(shown).toContainText('The link in this email works only for Hana Hidden, so it is hidden here.');
  await expect(shown).not.toContainText(new URL(first).pathname);
  await expectAccessible(page);

  await shown.getByRole('button', { name: `Resend to ${email} with a new link` }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByText(`A new link has been sent to ${email}. Earlier links no longer work.`)).toBeVisible();
  // The new email heads the mailbox, its link hidden too.
  await expect(page.getByRole('button', { name: new RegExp(`your customer portal is ready.*${email}`) })).toHaveCount(2);
  await expectAccessible(page);

  // The person's new link greets them; the one before it has stopped working.
  const second = await linkEmailedTo(email, INVITATION_LINK, { not: first });
  const invitation = (link: string) => page.request.get(`/api${new URL(link).pathname}`);
  expect(await (await invitation(second)).json()).toMatchObject({ name: 'Hana Hidden', email });
  expect((await invitation(first)).status()).toBe(410);
});
