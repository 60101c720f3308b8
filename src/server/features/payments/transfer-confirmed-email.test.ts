import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'a2' | 'staffA', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.a2 = await t.signIn('a2@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
});

const newItem = (title: string, amountPence = 550_000) => insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title, amountPence });

const confirm = (id: string, body: unknown, cookie = cookies.a1, key?: string) =>
  t.request('POST', `/api/payments/${id}/confirm-transfer`, body, { cookie, headers: key ? { 'idempotency-key': key } : {} });

/** The transfer-confirmed emails about one payment (each names its title), by recipient. */
const confirmedEmails = (title: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'transfer-confirmed'), like(emailOutbox.textBody, `%${title}%`)))
    .orderBy(emailOutbox.toEmail);

const EVERYONE = ['a1@example.test', 'admin-a@example.test', 'staff-a@example.test'];

describe('when the customer confirms a bank transfer', () => {
  it('acknowledges it to them with the amount, reference and date, and that it will be verified; staff and admins are told to verify it', async () => {
    const item = await newItem('Manufacturing stage for the confirm email');
    expect((await confirm(item.id, { reference: 'SMITH GARDEN 1', amount: '5500.00', transferDate: '2024-03-01' })).status).toBe(200);

    const emails = await confirmedEmails('Manufacturing stage for the confirm email');
    expect(emails.map((e) => e.toEmail)).toEqual(EVERYONE);
    const [toCustomer, ...toStaff] = emails;
    expect(toCustomer!.subject).toMatch(/we have your transfer confirmation – Manufacturing stage for the confirm email$/);
    expect(toCustomer!.textBody).toContain('Amount: £5,500.00\nReference: SMITH GARDEN 1\nTransfer date: 1 March 2024');
    expect(toCustomer!.textBody).toContain('Our team will verify the transfer and update the status. Payments typically clear within 1-3 working days');
    expect(toCustomer!.textBody).toContain('http://demo.localhost/dashboard?tab=payments');
    expect(toCustomer!.textBody).not.toContain('Amount due');
    expect(toCustomer!.htmlBody).toContain('href="http://demo.localhost/dashboard?tab=payments"');
    for (const staff of toStaff) {
      expect(staff.subject).toMatch(/transfer to verify – Manufacturing stage for the confirm email \(a1\)$/);
      expect(staff.textBody).toContain('a1 has confirmed a bank transfer');
      expect(staff.textBody).toContain('Reference: SMITH GARDEN 1');
      expect(staff.textBody).toContain('Verify it under Payment Management: http://demo.localhost/dashboard');
      expect(staff.htmlBody).toContain('A transfer awaits verification');
    }
  });

  it('says so to both sides when the amount confirmed is not the amount due', async () => {
    const item = await newItem('Short transfer for the confirm email', 220_000);
    expect((await confirm(item.id, { reference: 'INV-SHORT', amount: '2000', transferDate: '2024-03-02' })).status).toBe(200);
    const emails = await confirmedEmails('Short transfer for the confirm email');
    expect(emails).toHaveLength(3);
    for (const email of emails) expect(email.textBody).toContain('Amount: £2,000.00\nAmount due: £2,200.00');
    expect(emails[0]!.textBody).toContain('The amount you confirmed is not the £2,200.00 due for this payment');
  });

  it('sends nothing more for a replay with the same Idempotency-Key or a second confirmation', async () => {
    const item = await newItem('Replayed confirmation for the confirm email');
    const body = { reference: 'INV-REPLAY', amount: '5500.00', transferDate: '2024-03-01' };
    const [first, second] = await Promise.all([confirm(item.id, body, cookies.a1, 'confirm-email-0001'), confirm(item.id, body, cookies.a1, 'confirm-email-0001')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await confirm(item.id, body, cookies.a1, 'confirm-email-0001')).status).toBe(200);
    expect((await confirm(item.id, body, cookies.a1, 'confirm-email-0002')).status).toBe(409);
    expect((await confirmedEmails('Replayed confirmation for the confirm email')).map((e) => e.toEmail)).toEqual(EVERYONE);
  });

  it('sends nothing when the confirmation is refused: bad input, staff, another customer, already paid', async () => {
    const item = await newItem('Refused confirmation for the confirm email');
    expect((await confirm(item.id, { reference: '', amount: '5500.00', transferDate: '2024-03-01' })).status).toBe(400);
    expect((await confirm(item.id, { reference: 'INV-1', amount: '5500.00', transferDate: '2999-01-01' })).status).toBe(400);
    expect((await confirm(item.id, { reference: 'INV-1', amount: '5500.00', transferDate: '2024-03-01' }, cookies.staffA)).status).toBe(403);
    expect((await confirm(item.id, { reference: 'INV-1', amount: '5500.00', transferDate: '2024-03-01' }, cookies.a2)).status).toBe(404);
    const paid = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, title: 'Paid item for the confirm email', status: 'paid' });
    expect((await confirm(paid.id, { reference: 'INV-1', amount: '5500.00', transferDate: '2024-03-01' })).status).toBe(409);
    expect(await confirmedEmails('Refused confirmation for the confirm email')).toEqual([]);
    expect(await confirmedEmails('Paid item for the confirm email')).toEqual([]);
  });
});

describe('emails a payment transition writes', () => {
  it('carry their HTML part in the company’s brand, as every queued email does', async () => {
    const item = await newItem('Verified payment for the HTML check');
    expect((await confirm(item.id, { reference: 'INV-HTML', amount: '5500.00', transferDate: '2024-03-01' })).status).toBe(200);
    expect((await t.request('POST', `/api/payments/${item.id}/verify`, {}, { cookie: cookies.staffA })).status).toBe(200);
    const [received] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'payment-received'), like(emailOutbox.textBody, '%Verified payment for the HTML check%')));
    expect(received!.htmlBody).toContain('Payment received');
    expect(received!.htmlBody).toContain('href="http://demo.localhost/dashboard?tab=payments"');
  });
});
