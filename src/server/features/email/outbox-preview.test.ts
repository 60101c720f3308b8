import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { readMailFiles } from '../../../../tests/setup/mail-files';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import { emailOutbox } from '../../db/schema/email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { HIDDEN_LINK, SECRET_LINK } from '../../lib/email/email-secrets';
import { silentLogger } from '../../lib/logger';
import { invitationEmail } from '../invitations/invitation-email';
import { paymentReceivedEmail } from '../payments/payment-emails';
import { deliverDueEmails } from './email-delivery';
import { fileMailTransport } from './mail-transport';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'adminB', string>;
const ids = {} as Record<'invitation' | 'payment' | 'legacy' | 'otherCompany', string>;

const ORIGIN = 'http://demo.localhost';
const LINK = `${ORIGIN}/invitations/${'x'.repeat(43)}`;
const HOSTILE = '<script>alert("x")</script>';
const hidden = HIDDEN_LINK.replaceAll('&', '&amp;');

async function newestId(toEmail: string, kind: string): Promise<string> {
  const rows = await t.db.select({ id: emailOutbox.id, kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.toEmail, toEmail));
  return rows.find((row) => row.kind === kind)!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  await insertUser(t.db, { companyId: world.tenantB.company.id, email: 'admin-b@example.test', role: 'admin' });
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.adminB = await t.signIn('admin-b@example.test', undefined, { host: 'acme.localhost' });
  const companyA = world.tenantA.company;
  const invite = invitationEmail({ name: `Ivo ${HOSTILE}`, role: 'customer', companyName: companyA.name, link: SECRET_LINK, expiresAt: new Date(Date.now() + 7 * 864e5), portalUrl: ORIGIN });
  const payment = paymentReceivedEmail(
    { name: `Pat ${HOSTILE}`, email: 'pat@example.test', projectName: 'Studio' },
    { companyName: companyA.name, title: 'Deposit', amountPence: 150_000, reference: 'ARB-PAY1', paymentsLink: `${ORIGIN}/dashboard?tab=payments` },
  );
  await enqueueEmails(t.db, [
    { companyId: companyA.id, kind: 'invitation', toEmail: 'ivo@example.test', toName: 'Ivo', ...invite, secretValues: { link: LINK } },
    { companyId: companyA.id, kind: 'payment-received', toEmail: 'pat@example.test', toName: 'Pat', ...payment },
    { companyId: world.tenantB.company.id, kind: 'test', toEmail: 'b1@example.test', subject: 'For company B only', textBody: 'Hello B' },
  ]);
  // An email queued before emails had HTML, with a link from before links were kept apart.
  await t.db.insert(emailOutbox).values({ companyId: companyA.id, kind: 'password-reset', toEmail: 'old@example.test', subject: 'Reset', textBody: `Open this:\n${ORIGIN}/reset-password?token=abc123\n\nThanks` });
  ids.invitation = await newestId('ivo@example.test', 'invitation');
  ids.payment = await newestId('pat@example.test', 'payment-received');
  ids.legacy = await newestId('old@example.test', 'password-reset');
  ids.otherCompany = await newestId('b1@example.test', 'test');
});

const preview = (id: string, cookie?: string, host?: string) => t.request('GET', `/api/outbox/${id}/preview`, undefined, { cookie, host });

describe('GET /api/outbox/{id}/preview', () => {
  it("shows an admin the email's HTML in the company's brand, in a policy that runs nothing", async () => {
    const res = await preview(ids.payment, c.adminA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; img-src https: data: ${ORIGIN}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox`,
    );
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(world.tenantA.company.name.replaceAll('&', '&amp;'));
    expect(html).toContain(world.tenantA.company.primaryColor);
    expect(html).toContain(`href="${ORIGIN}/dashboard?tab=payments"`);
    expect(html).toContain('£1,500.00');
    // The customer's name is text, not markup.
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Pat &lt;script&gt;');
  });

  it('hides a one-time link, before and after the email is sent, and the stored copy never holds it', async () => {
    const before = await (await preview(ids.invitation, c.adminA)).text();
    expect(before).not.toContain(LINK);
    expect(before).not.toContain('{{secret');
    expect(before).toContain(hidden);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, ids.invitation)))[0]!.htmlBody).not.toContain(LINK);

    const mailDir = await mkdtemp(path.join(tmpdir(), 'arbour-mail-'));
    await deliverDueEmails(t.db, fileMailTransport(mailDir, silentLogger), 'no-reply@arbour.test', silentLogger);
    const mail = (await readMailFiles(mailDir)).find((m) => m.to.includes('ivo@example.test'))!;
    // The recipient gets both parts, each with the working link.
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.text).toContain(`Choose a password to get started. The link works once, until`);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');

    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, ids.invitation));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.secretValues).toBeNull();
    expect(`${row!.textBody}${row!.htmlBody}`).not.toContain(LINK);
    const after = await (await preview(ids.invitation, c.adminA)).text();
    expect(after).not.toContain(LINK);
    expect(after).toContain(hidden);
  });

  it('shows an email queued before emails had HTML in the brand, made from its text, its old link hidden', async () => {
    const res = await preview(ids.legacy, c.adminA);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Open this:');
    expect(html).toContain(hidden);
    expect(html).not.toContain('abc123');
    expect(html).toContain(world.tenantA.company.primaryColor);
  });

  it('has the HTML of an email queued by a request, a visitor\'s public form included, in the company\'s brand', async () => {
    const res = await t.request('POST', '/api/leads', { name: `Vic ${HOSTILE}`, email: 'vic@example.test', source: 'contact', message: HOSTILE }, { ip: nextIp() });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, world.tenantA.company.id));
    const ack = rows.find((row) => row.kind === 'lead-received' && row.toEmail === 'vic@example.test')!;
    const notice = rows.find((row) => row.kind === 'new-lead' && row.toEmail === 'staff-a@example.test')!;
    for (const row of [ack, notice]) {
      expect(row.htmlBody).toContain(world.tenantA.company.primaryColor);
      expect(row.htmlBody).not.toMatch(/<script/i);
    }
    expect(notice.htmlBody).toContain(`href="${ORIGIN}/leads"`);
    const html = await (await preview(notice.id, c.adminA)).text();
    expect(html).toContain('Vic &lt;script&gt;');
  });

  it("never shows another company's email", async () => {
    expect((await preview(ids.otherCompany, c.adminA)).status).toBe(404);
    expect((await preview(ids.payment, c.adminB, 'acme.localhost')).status).toBe(404);
    // Company A's admin cookie on company B's host is not a session there.
    expect((await preview(ids.otherCompany, c.adminA, 'acme.localhost')).status).toBe(401);
  });

  it('refuses staff, customers and anonymous callers, with JSON errors', async () => {
    const staff = await preview(ids.payment, c.staffA);
    expect(staff.status).toBe(403);
    expect(await staff.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await preview(ids.payment, c.a1)).status).toBe(403);
    expect((await preview(ids.payment)).status).toBe(401);
  });

  it('answers an id that is not one with 400, and an unknown one with 404', async () => {
    const bad = await preview('not-an-id', c.adminA);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect((await preview('00000000-0000-4000-8000-000000000000', c.adminA)).status).toBe(404);
  });
});
