import { and, eq, like } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { leads } from '../../../src/server/db/schema/operations';
import { deliverDueEmails } from '../../../src/server/features/email/email-delivery';
import type { MailTransport } from '../../../src/server/features/email/mail-transport';
import { seedConfiguratorOptions } from '../../../src/server/db/seed-configurator';
import { homeOffice4x3 } from '../../../src/server/features/leads/leads.test-kit';
import { defaultSiteContent } from '../../../src/server/features/site-content/default-site-content';
import { upsertSiteContent } from '../../../src/server/features/site-content/site-content.queries';
import { silentLogger } from '../../../src/server/lib/logger';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp, nextIp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, row 5: the contact form was a mail relay in the company's name. Its acknowledgement
 * went to whatever address the form named and quoted the visitor's name and message, so anyone
 * could send "Security Team: Your account is suspended. Verify at http://phish.example/login"
 * to a stranger from the company, ten an hour from each address. Now an email to a visitor
 * repeats nothing they typed, and a company's forms send at most so many an hour in all.
 */
const PER_HOUR = 5;
const t = await createTestApp({ leadAcknowledgementsPerHour: PER_HOUR });
const world = await createTwoTenantWorld(t.db);
await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');

const PHISH = { name: 'Security Team', message: 'Your account is suspended. Verify at http://phish.example/login' };
const postLead = (body: Record<string, unknown>, host?: string) => t.request('POST', '/api/leads', { source: 'contact', ...body }, { ip: nextIp(), host });
const outboxTo = (kind: string, toEmail: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toEmail, toEmail)));

/** Each email as nodemailer builds it for the mail server: its envelope and the full message. */
function nodemailerTransport(): MailTransport & { sent: { to: string[]; raw: string }[] } {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sent: { to: string[]; raw: string }[] = [];
  return {
    sent,
    send: async (message) => {
      const info = await transporter.sendMail(message);
      sent.push({ to: info.envelope.to, raw: (info.message as Buffer).toString('utf8') });
    },
  };
}

describe('the contact form is no mail relay', () => {
  it("POST /api/leads naming someone else's email sends them a fixed text that quotes neither the name nor the message", async () => {
    const res = await postLead({ ...PHISH, email: 'someone.else@example.net' });
    expect(res.status).toBe(201);
    // Staff still have the lead and what it said.
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'someone.else@example.net'));
    expect(lead).toMatchObject(PHISH);

    const [ack] = await outboxTo('lead-received', 'someone.else@example.net');
    expect(ack).toMatchObject({ toName: null, subject: 'Arbour Garden Rooms: thank you for getting in touch' });
    expect(ack!.textBody).toBe(
      [
        'Hello,',
        '',
        'Thank you for contacting Arbour Garden Rooms through our website. A member of our team will reply within one working day.',
        '',
        'If you did not fill in a form on our website, someone may have typed your address by mistake: you can ignore this email.',
        '',
        'Arbour Garden Rooms',
        'Website: http://demo.localhost',
      ].join('\n'),
    );

    // As it leaves for the mail server: nothing of the visitor's in the headers or the text.
    const transport = nodemailerTransport();
    await deliverDueEmails(t.db, transport, 'no-reply@arbour.test', silentLogger);
    const delivered = transport.sent.find((m) => m.to.includes('someone.else@example.net'))!;
    expect(delivered.to).toEqual(['someone.else@example.net']);
    expect(delivered.raw).toMatch(/^To: someone\.else@example\.net$/m);
    for (const typed of ['Security Team', 'Security', 'suspended', 'phish.example', 'Verify']) expect(delivered.raw).not.toContain(typed);
    // The staff's notice alone carries them, to the company's own people.
    const notices = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'new-lead'), like(emailOutbox.textBody, '%phish.example%')));
    expect(notices.map((n) => n.toEmail).sort()).toEqual(['admin-a@example.test', 'staff-a@example.test']);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("quotes nothing from a quote request or a demo day either, and signs with the company's published details", async () => {
    const site = defaultSiteContent('Arbour Garden Rooms');
    await upsertSiteContent(t.db, world.tenantA.company.id, { ...site, contact: { ...site.contact, phone: '01483 960123', email: 'hello@arbour.example' } }, null);
    const signature = ['Arbour Garden Rooms', 'Phone: 01483 960123', 'Email: hello@arbour.example', 'Website: http://demo.localhost'].join('\n');

    expect((await postLead({ ...PHISH, email: 'quote@example.net', source: 'configurator', configuration: homeOffice4x3 })).status).toBe(201);
    const [quote] = await outboxTo('lead-received', 'quote@example.net');
    expect(quote!.subject).toBe('Arbour Garden Rooms: we have your quote request');
    // The design is the company's own options and prices, chosen, not typed.
    expect(quote!.textBody).toContain('The design:\n- Product type: Home Office\n- Size: 4 × 3 m\n');
    expect(quote!.textBody).toMatch(/Estimated price: £[\d,]+\.\d\d including VAT/);
    expect(quote!.textBody.endsWith(signature)).toBe(true);

    const demoDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await postLead({ ...PHISH, email: 'demo.day@example.net', source: 'demo', preferredDate: demoDay })).status).toBe(201);
    const [demo] = await outboxTo('lead-received', 'demo.day@example.net');
    expect(demo!.subject).toBe('Arbour Garden Rooms: we have your demo request');
    expect(demo!.textBody).toMatch(/^Hello,\n\nThank you for asking for a demo on \w+day \d+ \w+ \d{4}\. We will be in touch within one working day to agree a time\.\n/);
    expect(demo!.textBody.endsWith(signature)).toBe(true);
    for (const ack of [quote!, demo!]) {
      expect(ack.toName).toBeNull();
      expect(`${ack.subject}\n${ack.textBody}`).not.toMatch(/Security|suspended|phish/);
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it(`sends a company's visitors at most ${PER_HOUR} acknowledgements an hour from all addresses; past it the lead is kept and staff are told`, async () => {
    // Acme's forms, each from a new address, so the per-address allowance never comes into it.
    const acme = world.tenantB.host;
    const emails = Array.from({ length: PER_HOUR + 2 }, (_, i) => `burst${i}@example.net`);
    for (const email of emails) expect((await postLead({ ...PHISH, email }, acme)).status).toBe(201);
    for (const [i, email] of emails.entries()) {
      expect(await outboxTo('lead-received', email), email).toHaveLength(i < PER_HOUR ? 1 : 0);
      expect(await t.db.select().from(leads).where(eq(leads.email, email)), email).toHaveLength(1);
    }
    const noticeAbout = async (email: string) =>
      (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'new-lead'), eq(emailOutbox.toEmail, 'staff-b@example.test'), like(emailOutbox.textBody, `%${email}%`))))[0]!;
    const told = 'They were not sent the usual acknowledgement: the website has sent as many as it may in an hour, so please reply to them yourself.';
    expect((await noticeAbout(emails[0]!)).textBody).not.toContain(told);
    expect((await noticeAbout(emails[PER_HOUR]!)).textBody).toContain(told);

    // Arbour's allowance is its own: Acme's burst did not use it.
    expect((await postLead({ name: 'Jo', email: 'arbour.visitor@example.net' })).status).toBe(201);
    expect(await outboxTo('lead-received', 'arbour.visitor@example.net')).toHaveLength(1);
    recordSecurityFigure('threatsRefused', 1);
  });
});
