import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCompany } from '../../db/insert-company';
import { createTestDatabase } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import { silentLogger } from '../../lib/logger';
import { deliverDueEmails, deliverEmail, EmailNotSentError, MAX_ATTEMPTS, retryDelayMs, UNCERTAIN_SEND } from './email-delivery';
import { countUnsentEmails, startSendingEmail } from './outbox.queries';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { SECRET_LINK } from '../../lib/email/email-secrets';
import type { MailMessage, MailTransport } from './mail-transport';

/** The owner's handle, as the server gives delivery (background work across companies). */
let db: Database;
let appDb: Database;
let companyId: string;

beforeAll(async () => {
  ({ db, appDb } = await createTestDatabase());
  companyId = (await insertCompany(db, { name: 'Arbour Garden Rooms', subdomain: 'demo' })).id;
});

beforeEach(async () => {
  await db.delete(emailOutbox);
});

function capturingTransport(failWith?: Error): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      if (failWith) throw failWith;
      sent.push(message);
    },
  };
}

const email = { kind: 'test', toEmail: 'jo@example.test', toName: 'Jo Bloggs', subject: 'Hello', textBody: 'Body' };

describe('email delivery', () => {
  it('sends each queued email once, from the company, and marks it sent', async () => {
    await enqueueEmails(db, [{ companyId, ...email }]);
    const transport = capturingTransport();
    expect(await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger)).toBe(1);
    expect(await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger)).toBe(0);
    const [row] = await db.select().from(emailOutbox);
    expect(transport.sent).toEqual([
      expect.objectContaining({
        from: { name: 'Arbour Garden Rooms', address: 'no-reply@arbour.test' },
        to: { name: 'Jo Bloggs', address: 'jo@example.test' },
        subject: 'Hello',
        text: expect.stringContaining('Body'),
        // The same on any attempt, so a mail program shows a copy sent again once.
        messageId: `<${row!.id}@arbour.test>`,
      }),
    ]);
    expect(row).toMatchObject({ sendStartedAt: null, attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('delivers the due emails of every company in one round, each from its own company', async () => {
    const other = await insertCompany(db, { name: 'Birch Studios', subdomain: 'birch' });
    await enqueueEmails(db, [
      { companyId, ...email, toEmail: 'a@example.test' },
      { companyId: other.id, ...email, toEmail: 'b@example.test' },
    ]);
    // The app role, with no company set, sees no company's outbox: delivery runs as the owner.
    expect(await deliverDueEmails(appDb, capturingTransport(), 'no-reply@arbour.test', silentLogger)).toBe(0);
    const transport = capturingTransport();
    expect(await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger)).toBe(2);
    expect(transport.sent.map((m) => [m.from.name, m.to.address]).sort()).toEqual([
      ['Arbour Garden Rooms', 'a@example.test'],
      ['Birch Studios', 'b@example.test'],
    ]);
    expect((await db.select().from(emailOutbox)).every((row) => row.sentAt !== null)).toBe(true);
  });

  it('keeps a failed email for a later attempt, backing off', async () => {
    await enqueueEmails(db, [{ companyId, ...email }]);
    await deliverDueEmails(db, capturingTransport(new Error('connection refused')), 'no-reply@arbour.test', silentLogger);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'jo@example.test'));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'Error: connection refused' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet, so a second round leaves it alone.
    const transport = capturingTransport();
    await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger);
    expect(transport.sent).toEqual([]);
  });

  it('tells the metrics each outcome, and counts what is left unsent', async () => {
    await enqueueEmails(db, [
      { companyId, ...email, toEmail: 'sent@example.test' },
      { companyId, ...email, toEmail: 'later@example.test' },
    ]);
    const outcomes: string[] = [];
    await deliverDueEmails(db, capturingTransport(), 'no-reply@arbour.test', silentLogger, (outcome) => outcomes.push(outcome));
    expect(outcomes).toEqual(['sent', 'sent']);
    await enqueueEmails(db, [{ companyId, ...email, toEmail: 'refused@example.test' }]);
    await deliverDueEmails(db, capturingTransport(new Error('connection refused')), 'no-reply@arbour.test', silentLogger, (outcome) => outcomes.push(outcome));
    expect(outcomes).toEqual(['sent', 'sent', 'failed']);
    expect(await countUnsentEmails(db, MAX_ATTEMPTS)).toEqual({ queued: 1, givenUp: 0 });
    await db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS }).where(eq(emailOutbox.toEmail, 'refused@example.test'));
    expect(await countUnsentEmails(db, MAX_ATTEMPTS)).toEqual({ queued: 0, givenUp: 1 });
  });

  it('waits longer after each failure', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000]);
  });

  it('a retry after a server stopped between handing an email over and marking it sent does not send it again', async () => {
    await enqueueEmails(db, [{ companyId, ...withLink }]);
    const [queued] = await db.select().from(emailOutbox);
    const transport = capturingTransport();
    // The first attempt got as far as the mail server, and the server stopped before marking it sent.
    expect(await startSendingEmail(db, queued!.id, MAX_ATTEMPTS)).toBeDefined();
    const outcomes: string[] = [];
    const delivery = { db, transport, fromAddress: 'no-reply@arbour.test', logger: silentLogger, onOutcome: (o: string) => outcomes.push(o) };
    expect(await deliverEmail(delivery, queued!.id, { retry: true })).toBe('uncertain');
    expect(await deliverEmail(delivery, queued!.id, { retry: true })).toBe('nothing-to-do');
    expect(transport.sent).toEqual([]);
    expect(outcomes).toEqual(['failed']);
    // Admins see it as not delivered, with why; its link is dropped with it.
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, lastError: UNCERTAIN_SEND, secretValues: null });
    expect(await countUnsentEmails(db, MAX_ATTEMPTS)).toEqual({ queued: 0, givenUp: 1 });
  });

  it('a first attempt leaves an email another sender has in hand alone', async () => {
    await enqueueEmails(db, [{ companyId, ...email }]);
    const [queued] = await db.select().from(emailOutbox);
    await startSendingEmail(db, queued!.id, MAX_ATTEMPTS);
    const transport = capturingTransport();
    expect(await deliverEmail({ db, transport, fromAddress: 'no-reply@arbour.test', logger: silentLogger }, queued!.id, { retry: false })).toBe('nothing-to-do');
    expect(transport.sent).toEqual([]);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ attempts: 0, lastError: null });
  });

  it('a refused email throws for the job queue to retry, and clears its sending mark', async () => {
    await enqueueEmails(db, [{ companyId, ...email }]);
    const [queued] = await db.select().from(emailOutbox);
    const delivery = { db, transport: capturingTransport(new Error('452 mailbox full')), fromAddress: 'no-reply@arbour.test', logger: silentLogger };
    await expect(deliverEmail(delivery, queued!.id, { retry: false })).rejects.toBeInstanceOf(EmailNotSentError);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ attempts: 1, sendStartedAt: null, lastError: 'Error: 452 mailbox full' });
    // Its retry sends it.
    const transport = capturingTransport();
    expect(await deliverEmail({ ...delivery, transport }, queued!.id, { retry: true })).toBe('sent');
    expect(transport.sent).toHaveLength(1);
  });

  it('two servers delivering at once send an email only once', async () => {
    await enqueueEmails(db, Array.from({ length: 10 }, (_, i) => ({ companyId, ...email, toEmail: `p${i}@example.test` })));
    const transport = capturingTransport();
    await Promise.all([
      deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger),
      deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger),
    ]);
    expect(transport.sent.map((m) => m.to.address).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}@example.test`).sort());
  });

  const link = 'http://demo.localhost/invitations/' + 'k'.repeat(43);
  const withLink = { ...email, kind: 'invitation', textBody: `Choose a password:\n${SECRET_LINK}\n`, secretValues: { link } };

  it('puts a one-time link only into the message it sends, and forgets it once sent', async () => {
    await enqueueEmails(db, [{ companyId, ...withLink }]);
    const transport = capturingTransport();
    await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger);
    expect(transport.sent[0]!.text).toContain(`Choose a password:\n${link}\n`);
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ textBody: withLink.textBody, secretValues: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps the link for a retry, and drops it when it gives up', async () => {
    await enqueueEmails(db, [{ companyId, ...withLink }]);
    await deliverDueEmails(db, capturingTransport(new Error('connection refused')), 'no-reply@arbour.test', silentLogger);
    expect((await db.select().from(emailOutbox))[0]!.secretValues).toEqual({ link });
    await db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) });
    await deliverDueEmails(db, capturingTransport(new Error('connection refused')), 'no-reply@arbour.test', silentLogger);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ attempts: MAX_ATTEMPTS, secretValues: null, sentAt: null });
  });

  it('fails at once, sending nothing, an email whose link is no longer kept', async () => {
    await enqueueEmails(db, [{ companyId, ...withLink, secretValues: null }]);
    const transport = capturingTransport();
    await deliverDueEmails(db, transport, 'no-reply@arbour.test', silentLogger);
    expect(transport.sent).toEqual([]);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: expect.stringContaining('no longer kept') });
  });
});
