import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema/companies';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { leads } from '../../../src/server/db/schema/operations';
import { deliverDueEmails } from '../../../src/server/features/email/email-delivery';
import { enqueueEmails } from '../../../src/server/lib/email/email-outbox';
import type { MailTransport } from '../../../src/server/features/email/mail-transport';
import { silentLogger } from '../../../src/server/lib/logger';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp, nextIp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 27, row 7: the To header was built as a string with only `"` taken out of the name, so
 * a name ending in a backslash escaped the closing quote: `Jane Doe\` gave the address
 * `"Jane Doe\"  jane.doe"@example.net` and the email was lost (a lead's acknowledgement, then
 * the invitation once the lead became a customer). Names and addresses now reach nodemailer
 * apart, as { name, address }, and it quotes or encodes the name itself.
 */
const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const companyId = world.tenantA.company.id;

interface Built {
  /** Where the mail server is told to deliver (SMTP RCPT TO). */
  envelope: string[];
  to: { name: string; address: string }[];
  from: { name: string; address: string }[];
}

/** A header's =?UTF-8?Q?…?= and =?UTF-8?B?…?= words, as a mail program shows them. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** A header of the built message, unfolded, read back into names and addresses as a mail program would. */
function addresses(raw: string, header: string): { name: string; address: string }[] {
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const line = head.split('\n').find((l) => l.toLowerCase().startsWith(`${header}:`))!;
  return addressparser(line.slice(header.length + 1).trim(), { flatten: true }).map((a) => ({ name: decodeWords(a.name), address: a.address }));
}

/** Delivers what is due through a real nodemailer message builder (its stream transport) and reads each message back. */
async function deliverThroughNodemailer(): Promise<Built[]> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const built: Built[] = [];
  const transport: MailTransport = {
    send: async (message) => {
      const info = await transporter.sendMail(message);
      const raw = (info.message as Buffer).toString('utf8');
      built.push({ envelope: info.envelope.to, to: addresses(raw, 'to'), from: addresses(raw, 'from') });
    },
  };
  await deliverDueEmails(t.db, transport, 'no-reply@arbour.test', silentLogger);
  return built;
}

describe('names in email headers', () => {
  it('a lead named `Jane Doe\\` gets the acknowledgement, and the invitation once made a customer, at jane.doe@example.net', async () => {
    const res = await t.request('POST', '/api/leads', { name: 'Jane Doe\\', email: 'jane.doe@example.net', source: 'contact' }, { ip: nextIp() });
    expect(res.status).toBe(201);
    const acknowledgement = await deliverThroughNodemailer();
    const toJane = acknowledgement.filter((m) => m.envelope.some((a) => a.includes('jane')));
    expect(toJane.map((m) => m.envelope)).toEqual([['jane.doe@example.net']]);

    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'jane.doe@example.net'));
    const staff = await t.signIn('staff-a@example.test');
    expect((await t.request('POST', `/api/leads/${lead!.id}/convert`, undefined, { cookie: staff })).status).toBe(201);
    const invitation = (await deliverThroughNodemailer()).filter((m) => m.envelope.some((a) => a.includes('jane')));
    expect(invitation).toEqual([{ envelope: ['jane.doe@example.net'], to: [{ name: 'Jane Doe\\', address: 'jane.doe@example.net' }], from: [{ name: 'Arbour Garden Rooms', address: 'no-reply@arbour.test' }] }]);
    recordSecurityFigure('threatsRefused', 1);
  });

  const NAMES = [
    'Jane Doe\\',
    'Jane "JD" Doe',
    '"Jane Doe\\"',
    'Doe, Jane',
    'Jane <boss@evil.example>',
    'Jane Doe <boss@evil.example>, boss@evil.example',
    'Zoë Łukasik',
    '王伟',
    "Siobhán O'Connor-Ní Bhriain",
  ];

  it.each(NAMES)('sends to %j at the one address it belongs to, with the name as written', async (name) => {
    await t.db.execute(sql`delete from email_outbox`);
    await enqueueEmails(t.db, [{ companyId, kind: 'test', toEmail: 'jane.doe@example.net', toName: name, subject: 'Hello', textBody: 'Body' }]);
    expect(await deliverThroughNodemailer()).toEqual([
      { envelope: ['jane.doe@example.net'], to: [{ name, address: 'jane.doe@example.net' }], from: [{ name: 'Arbour Garden Rooms', address: 'no-reply@arbour.test' }] },
    ]);
    expect((await t.db.select().from(emailOutbox))[0]!.sentAt).not.toBeNull();
  });

  it("keeps the company's sender name apart from the sending address too", async () => {
    const senderName = 'Arbour "Best" Rooms, Ltd\\ <admin@evil.example>';
    await t.db.update(companies).set({ name: senderName }).where(eq(companies.id, companyId));
    try {
      await t.db.execute(sql`delete from email_outbox`);
      await enqueueEmails(t.db, [{ companyId, kind: 'test', toEmail: 'jane.doe@example.net', toName: null, subject: 'Hello', textBody: 'Body' }]);
      expect(await deliverThroughNodemailer()).toEqual([
        { envelope: ['jane.doe@example.net'], to: [{ name: '', address: 'jane.doe@example.net' }], from: [{ name: senderName, address: 'no-reply@arbour.test' }] },
      ]);
    } finally {
      await t.db.update(companies).set({ name: 'Arbour Garden Rooms' }).where(eq(companies.id, companyId));
    }
    recordSecurityFigure('threatsRefused', 1);
  });
});
