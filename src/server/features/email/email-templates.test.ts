import fc from 'fast-check';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/schemas/configurator';
import { passwordResetEmail } from '../../auth/password-reset-email';
import type { CompanyRow } from '../../db/schema/companies';
import type { CustomerEmail } from '../../lib/email/customer-email';
import { htmlFor } from '../../lib/email/email-html';
import { HIDDEN_LINK, hideSecretsInHtml, revealSecretsInHtml, SECRET_LINK } from '../../lib/email/email-secrets';
import { contrast, DARK_CARD, emailBrand, LIGHT_CARD } from '../../lib/email/templates/email-brand';
import { callBookedEmail, callCancelledEmail } from '../availability/call-emails';
import { bankDetailsChangedEmail } from '../bank-details/bank-details-changed-email';
import { contractReadyEmail } from '../contracts/contract-ready-email';
import { contractSignedEmail, contractSignedNotice } from '../contracts/contract-signed-email';
import { documentRequestedEmail } from '../documents/document-request-email';
import { invitationEmail } from '../invitations/invitation-email';
import { demoBookedEmail, demoConfirmationEmail } from '../leads/demo-emails';
import { leadAcknowledgementEmail, newLeadEmail } from '../leads/lead-emails';
import { newMessageEmail } from '../messages/new-message-email';
import { paymentNotFoundEmail, paymentReceivedEmail } from '../payments/payment-emails';
import { paymentReminderEmail } from '../payments/payment-reminder-email';
import { transferAwaitingVerificationNotice, transferConfirmedEmail } from '../payments/transfer-confirmed-email';
import { delayNoticeEmail } from '../projects/delay-notice-email';
import { ticketReplyEmail } from '../support-tickets/ticket-reply-email';
import { variationAnsweredNotice, variationProposedEmail } from '../variations/variation-emails';
import { aftercareStepEmail } from '../aftercare/aftercare-emails';
import { diaryDigestEmail } from '../site-diary/diary-digest-email';

/**
 * Every email the app sends, composed from sample facts in which every person's words are
 * hostile markup: the text of each is pinned by a snapshot, and its HTML is checked by an HTML
 * validator and for what a recipient would notice (the company, its colour, the link, the words
 * they typed shown as words).
 */

const ORIGIN = 'https://oak.arbour.app';
const HOSTILE = '<script>alert("x")</script>';
const customer = { name: `Jane ${HOSTILE}`, email: 'jane@example.test', projectName: 'Studio <b>& Co</b>' };
const staff = { name: 'Sam Staff', email: 'sam@example.test' };
const company = { name: 'Oak & Ash Rooms', phone: '01632 960123', email: 'hello@oak.example', website: ORIGIN };
const tenant = { name: 'Oak & Ash Rooms' };
const payment = { companyName: tenant.name, title: `Deposit ${HOSTILE}`, amountPence: 1_234_56, reference: 'ARB-7KQ2', paymentsLink: `${ORIGIN}/dashboard?tab=payments` };
const startsAt = new Date('2026-12-08T10:30:00Z');
const quote: Quote = {
  netPence: 1_000_000,
  vatPence: 200_000,
  totalPence: 1_200_000,
  lines: [
    { group: 'size', code: 's34', label: '3m × 4m', amountPence: 1_000_000 },
    { group: 'cladding', code: 'cedar', label: 'Cedar', amountPence: 200_000 },
  ],
};
const lead = { source: 'configurator' as const, name: `Vic ${HOSTILE}`, email: 'vic@example.test', phone: '07700 900123', message: `Hello ${HOSTILE}\nSecond line`, preferredDay: null, quote, portalUrl: ORIGIN, acknowledged: false, tenant };
const demo = { tenant, visitor: { name: `Vic ${HOSTILE}`, email: 'vic@example.test', phone: null, message: `See you ${HOSTILE}` }, startsAt, durationMinutes: 30, staffFirstName: 'Sam', portalUrl: ORIGIN, acknowledged: true };
const call = { tenant, startsAt, durationMinutes: 20, customerName: customer.name, projectName: customer.projectName, topic: `Windows ${HOSTILE}`, portalUrl: ORIGIN };
const signed = { companyName: tenant.name, title: `Build ${HOSTILE}`, signedAt: new Date('2026-06-01T13:05:00Z'), cancellationEndsAt: new Date('2026-06-15T13:05:00Z'), contractLink: `${ORIGIN}/contracts?contract=c1` };
const transfer = { companyName: tenant.name, title: `Deposit ${HOSTILE}`, amountDuePence: 1_234_56, confirmedPence: 1_234_56, reference: 'INV-1 https://evil.example/<i>', transferDate: '2026-12-01' };
const aftercare = { companyName: tenant.name, category: 'leak' as const, reportedOn: '2026-11-20', link: `${ORIGIN}/dashboard#aftercare` };
const variation = { companyName: tenant.name, title: `Skylight ${HOSTILE}`, priceChangePence: -12_345, daysAdded: 3, link: `${ORIGIN}/dashboard` };
const bank = { accountName: 'Oak & Ash Rooms Ltd', sortCode: '123456', accountNumber: '12345678', bankName: 'Northern Bank' };

const EMAILS: Record<string, CustomerEmail> = {
  'invitation (customer)': invitationEmail({ name: customer.name, role: 'customer', companyName: tenant.name, link: SECRET_LINK, expiresAt: new Date('2026-12-04T10:00:00Z'), portalUrl: ORIGIN }),
  'invitation (staff)': invitationEmail({ name: staff.name, role: 'staff', companyName: tenant.name, link: SECRET_LINK, expiresAt: new Date('2026-12-04T10:00:00Z'), portalUrl: ORIGIN }),
  'password reset': passwordResetEmail({ name: customer.name, companyName: tenant.name, link: SECRET_LINK, portalUrl: ORIGIN }),
  'payment received': paymentReceivedEmail(customer, payment),
  'payment rejected': paymentNotFoundEmail(customer, { ...payment, reason: `No transfer ${HOSTILE}` }),
  'payment reminder (before due, with bank details)': paymentReminderEmail(customer, { ...payment, dueDate: '2026-12-05', moment: 'before_due', bankDetails: bank }),
  'payment reminder (overdue, no bank details)': paymentReminderEmail(customer, { ...payment, dueDate: '2026-12-05', moment: 'overdue', bankDetails: null }),
  'contract signed (to the customer)': contractSignedEmail(customer, signed),
  'contract signed (to staff)': contractSignedNotice(staff, { ...signed, customerName: customer.name, projectName: customer.projectName }),
  'transfer confirmed (to the customer)': transferConfirmedEmail(customer, { ...transfer, paymentsLink: payment.paymentsLink }),
  'transfer confirmed (another amount than is due)': transferConfirmedEmail(customer, { ...transfer, confirmedPence: 1_000_00, paymentsLink: payment.paymentsLink }),
  'transfer confirmed (to staff)': transferAwaitingVerificationNotice(staff, { ...transfer, customerName: customer.name, projectName: customer.projectName, verifyLink: `${ORIGIN}/dashboard` }),
  'contract ready': contractReadyEmail(customer, { companyName: tenant.name, title: `Build ${HOSTILE}`, contractLink: `${ORIGIN}/contracts/c1` }),
  'new message (to the customer)': newMessageEmail(customer, { companyName: tenant.name, subject: `${tenant.name}: new message about ${customer.projectName}`, projectName: customer.projectName, from: { staff: staff.name }, link: `${ORIGIN}/messages` }),
  'new message (to staff)': newMessageEmail(staff, { companyName: tenant.name, subject: `${tenant.name}: new message about ${customer.projectName}`, projectName: customer.projectName, from: { customer: customer.name }, link: `${ORIGIN}/messages?project=p1` }),
  'ticket reply': ticketReplyEmail(customer, { companyName: tenant.name, number: 12, subject: `Leak ${HOSTILE}`, replierName: staff.name, reply: `We will come on Monday.\n\n${HOSTILE}`, ticketLink: `${ORIGIN}/support/t1` }),
  'document request': documentRequestedEmail(customer, { companyName: tenant.name, documentType: `Permit ${HOSTILE}`, description: `The council's letter ${HOSTILE}`, dueDate: '5 December 2026', documentsLink: `${ORIGIN}/dashboard?tab=documents` }),
  'delay notice': delayNoticeEmail(customer, { companyName: tenant.name, reason: `Storm ${HOSTILE}`, previousDate: '1 December 2026', revisedDate: '8 December 2026', dashboardLink: `${ORIGIN}/dashboard` }),
  'bank details changed': bankDetailsChangedEmail(tenant.name, customer.name, ORIGIN),
  'call booked': callBookedEmail(staff, call),
  'call cancelled (by staff)': callCancelledEmail(customer, { ...call, byStaff: true }),
  'lead received (quote request)': leadAcknowledgementEmail(lead, company),
  'new lead': newLeadEmail(staff, lead),
  'demo booked (to the visitor)': demoConfirmationEmail(demo, company),
  'demo booked (to staff)': demoBookedEmail(staff, demo),
  'variation proposed': variationProposedEmail(customer, variation),
  'variation approved (to staff)': variationAnsweredNotice(staff, { ...variation, customerName: customer.name, projectName: customer.projectName, outcome: 'approved', reason: null }),
  'variation declined (to staff)': variationAnsweredNotice(staff, { ...variation, customerName: customer.name, projectName: customer.projectName, outcome: 'declined', reason: `Too dear ${HOSTILE}` }),
  'aftercare triaged': aftercareStepEmail(customer, aftercare, { kind: 'triage', triage: 'under_guarantee' }),
  'aftercare reply': aftercareStepEmail(customer, aftercare, { kind: 'reply', replierName: staff.name, reply: `We will reseal the door frame.\n\n${HOSTILE}` }),
  'aftercare visit booked': aftercareStepEmail(customer, aftercare, { kind: 'visit', date: '2026-12-08', slot: 'morning' }),
  'aftercare closed': aftercareStepEmail(customer, aftercare, { kind: 'close', note: `Resealed ${HOSTILE}` }),
  'site diary summary': diaryDigestEmail(customer, {
    companyName: tenant.name,
    entries: [
      { projectName: customer.projectName, stage: 'delivery_installation', body: `Roof boarded.\n\n${HOSTILE}`, photoCount: 3 },
      { projectName: customer.projectName, stage: 'delivery_installation', body: 'Frame up and square.', photoCount: 0 },
    ],
    dashboardLink: `${ORIGIN}/dashboard`,
  }),
};

const brandRow = (over: Partial<CompanyRow> = {}) =>
  ({ id: 'c1', name: tenant.name, subdomain: 'oak', logoUrl: null, primaryColor: '#1d4f91', secondaryColor: '#c8a45c', settings: {}, demoOf: null, ...over }) as CompanyRow;

// The rules the validator's recommended set has that email HTML breaks on purpose, for the mail
// programs it is written for: inline styles (many drop <style>), the presentational table
// attributes Outlook needs, React's attribute case, XHTML's doctype and self-closing void tags,
// role="presentation" (wider support than role="none"), Outlook's conditional comments.
// Everything else (nesting, unescaped characters, duplicate ids, images without alt…) stays on.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attr-case': 'off',
    'doctype-html': 'off',
    'void-style': 'off',
    'presentation-role-style': 'off',
    'no-conditional-comment': 'off',
    // A page title's length is for search results; an email's title is its subject.
    'long-title': 'off',
  },
});

async function validationErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe.each(Object.entries(EMAILS))('%s', (_name, email) => {
  it('keeps its plain text', () => {
    expect(`Subject: ${email.subject}\n\n${email.textBody}`).toMatchSnapshot();
  });

  it('has valid HTML in the company’s name and colour, with its link, and what people typed as text', async () => {
    const html = await htmlFor({ companyId: 'c1', ...email }, brandRow());
    expect(await validationErrors(html)).toEqual([]);
    expect(html).toContain(escapeHtml(tenant.name));
    expect(html).toContain('#1d4f91');
    expect(html).not.toMatch(/<script/i);
    if (email.textBody.includes('alert("x")')) expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    for (const block of email.content!.blocks) {
      if (block.kind === 'action') expect(html).toContain(`href="${escapeHtml(block.url)}"`);
    }
    // Readable at 320 px: fluid, no fixed width wider than the narrowest screen.
    expect(html).toContain('max-width:600px;width:100%');
    for (const [, px] of html.matchAll(/(?<![-\w])width:\s*(\d+)px/g)) expect(Number(px)).toBeLessThanOrEqual(320);
    // Dark mode: the mail program is told both schemes work, and given the dark colours.
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });
});

describe('the branded layout', () => {
  const email = EMAILS['payment received']!;

  it("shows an uploaded logo from the company's own origin, and its name as a wordmark without one", async () => {
    const logo = { key: 'logos/c1', mimeType: 'image/png', sizeBytes: 10, version: 'v7' };
    const withLogo = await htmlFor({ companyId: 'c1', ...email }, brandRow({ settings: { logo } }));
    expect(withLogo).toContain(`<img alt="${escapeHtml(tenant.name)}" height="48" src="${ORIGIN}/api/company/logo?v=v7"`);
    expect(withLogo).not.toContain('class="email-wordmark"');
    const without = await htmlFor({ companyId: 'c1', ...email }, brandRow());
    expect(without).not.toContain('<img');
    expect(without).toMatch(/class="email-wordmark"[^>]*color:#1d4f91[^>]*>Oak &amp; Ash Rooms</);
    // A demo visitor's copy serves its logo to that visitor alone: its emails show its name.
    const demoCopy = await htmlFor({ companyId: 'c1', ...email }, brandRow({ settings: { logo }, demoOf: 'c0' }));
    expect(demoCopy).not.toContain('<img');
  });

  it('finds the origin for the logo in the email’s own links when the composer gave none', async () => {
    const logo = { key: 'logos/c1', mimeType: 'image/png', sizeBytes: 10, version: 'v7' };
    const html = await htmlFor({ companyId: 'c1', subject: 'Old style', textBody: `Hello\n\nSee ${ORIGIN}/dashboard and https://evil.example/x.` }, brandRow({ settings: { logo } }));
    expect(html).toContain(`src="${ORIGIN}/api/company/logo?v=v7"`);
    // An email written as text alone still gets paragraphs, its addresses as links.
    expect(html).toContain(`<a href="${ORIGIN}/dashboard"`);
    expect(html).toContain('<a href="https://evil.example/x"');
    expect(await validationErrors(html)).toEqual([]);
  });

  it("takes the logo's origin from the email's main link, never from an address someone typed", async () => {
    const logo = { key: 'logos/c1', mimeType: 'image/png', sizeBytes: 10, version: 'v7' };
    const reply = ticketReplyEmail(customer, { companyName: tenant.name, number: 3, subject: 'Gate', replierName: 'Sam', reply: 'See https://evil.example/pixel', ticketLink: `${ORIGIN}/support/t3` });
    // A demo visitor's copy answers on its demo company's host, whatever its own subdomain.
    const html = await htmlFor({ companyId: 'c1', subject: reply.subject, textBody: reply.textBody, content: reply.content }, brandRow({ subdomain: 'oak.v-1234', settings: { logo } }));
    expect(html).toContain(`src="${ORIGIN}/api/company/logo?v=v7"`);
    expect(html).not.toContain('src="https://evil.example');
  });

  it('keeps every brand colour readable: the button’s words, links on white and on the dark background', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const primary = `#${n.toString(16).padStart(6, '0')}`;
        const brand = emailBrand({ ...brandRow(), primaryColor: primary }, null);
        expect(contrast(brand.onPrimary, brand.primary)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(brand.accentOnLight, LIGHT_CARD)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(brand.accentOnDark, DARK_CARD)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('never takes a colour or a logo address that is not one', () => {
    const brand = emailBrand({ ...brandRow(), primaryColor: 'red;}</style><script>', logoUrl: 'javascript:alert(1)' }, ORIGIN);
    expect(brand.primary).toBe('#1f6f4a');
    expect(brand.logoUrl).toBeNull();
    expect(emailBrand({ ...brandRow(), logoUrl: 'http://plain.example/logo.png' }, ORIGIN).logoUrl).toBeNull();
    expect(emailBrand({ ...brandRow(), logoUrl: 'https://cdn.example/logo.png' }, ORIGIN).logoUrl).toBe('https://cdn.example/logo.png');
  });
});

describe('a confirmed transfer’s reference, as the customer typed it', () => {
  it('is a value in both parts, never a link, to the customer and to staff', async () => {
    for (const name of ['transfer confirmed (to the customer)', 'transfer confirmed (to staff)']) {
      const email = EMAILS[name]!;
      expect(email.textBody).toContain('Reference: INV-1 https://evil.example/<i>');
      const html = await htmlFor({ companyId: 'c1', ...email }, brandRow());
      expect(html).toContain('INV-1 https://evil.example/&lt;i&gt;');
      expect(html).not.toContain('href="https://evil.example');
    }
  });
});

describe('one-time links in the HTML', () => {
  const link = 'https://oak.arbour.app/invitations/abc?x=1&y="2"';

  it('are placeholders in the stored HTML, the link in the message sent, and hidden in the preview', async () => {
    const html = await htmlFor({ companyId: 'c1', ...EMAILS['invitation (customer)']! }, brandRow());
    expect(html).toContain(`href="${SECRET_LINK}"`);
    const sent = revealSecretsInHtml(html, { link });
    expect(sent).toContain(`href="${escapeHtml(link)}"`);
    expect(sent).not.toContain(SECRET_LINK);
    const preview = hideSecretsInHtml(html);
    expect(preview).not.toContain('{{secret');
    expect(preview).toContain(escapeHtml(HIDDEN_LINK));
    // The button is still there, going nowhere.
    expect(preview).toMatch(/<a style="[^"]*background-color:#1d4f91[^"]*">/);
    expect(await validationErrors(preview)).toEqual([]);
  });
});
