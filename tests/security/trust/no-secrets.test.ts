import { stat } from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/server/db/schema/email';
import { deliverDueEmails } from '../../../src/server/features/email/email-delivery';
import { enqueueEmails } from '../../../src/server/lib/email/email-outbox';
import { HIDDEN_LINK, SECRET_LINK } from '../../../src/server/lib/email/email-secrets';
import { fileMailTransport } from '../../../src/server/features/email/mail-transport';
import { createLogger } from '../../../src/server/lib/logger';
import { loggablePath } from '../../../src/server/lib/request-log';
import { insertUser } from '../../factories/users';
import { createTwoTenantWorld } from '../../factories/world';
import { newestMailTo } from '../../setup/mail-files';
import { invitationToken, queuedLink, resetToken } from '../../setup/outbox-links';
import { createTestApp, nextIp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Issue 24, item 2: the admin's Sent emails page (GET /api/outbox) showed the whole text of
 * password-reset and invitation emails, live link included. An admin asked for a customer's
 * reset, read the link there, chose a password, signed in as the customer and signed a
 * contract as them. And the request log kept invitation tokens, which are in the path.
 * A one-time link now reaches its recipient and nobody else: not the outbox, not the stored
 * copy once sent, not the log.
 */

/** Everything the app writes to its log, at every level. */
const written: string[] = [];
const logger = createLogger('trace', { write: (line: string) => void written.push(line) });
const logText = () => written.join('');

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: string;

beforeAll(async () => {
  t = await createTestApp({}, { logger });
  world = await createTwoTenantWorld(t.db);
  adminA = await t.signIn('admin-a@example.test');
});

/** The worker as a server without SMTP runs it: each email an .eml file, read back as the recipient would. */
const transport = () => fileMailTransport(t.config.mailDir, logger);
const deliver = () => deliverDueEmails(t.db, transport(), 'no-reply@arbour.test', logger);
const delivered = async (toEmail: string, link: RegExp) => {
  const mail = await newestMailTo(t.config.mailDir, toEmail, link);
  expect(mail, `an email to ${toEmail} in ${t.config.mailDir}`).toBeDefined();
  return link.exec(mail!.text)![0];
};
const RESET_LINK = /http:\/\/demo\.localhost\/reset-password\?token=[A-Za-z0-9_%-]+/;
const INVITATION_LINK = /http:\/\/demo\.localhost\/invitations\/[A-Za-z0-9_-]{43}/;

const outbox = async () => {
  const res = await t.request('GET', '/api/outbox?limit=500', undefined, { cookie: adminA });
  expect(res.status).toBe(200);
  return (await res.json()) as { emails: { id: string; kind: string; toEmail: string; textBody: string; canResend: boolean }[] };
};
const newestRow = async (toEmail: string, kind: string) =>
  (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.toEmail, toEmail), eq(emailOutbox.kind, kind))).orderBy(desc(emailOutbox.createdAt)).limit(1))[0]!;
const signIn = (email: string, password: string) => t.request('POST', '/api/auth/sign-in/email', { email, password }, { ip: nextIp() });
const resetPassword = (token: string, newPassword: string) => t.request('POST', '/api/auth/reset-password', { token, newPassword }, { ip: nextIp() });

describe("an admin cannot take over a customer's account through Sent emails", () => {
  it('hides the reset link from the outbox, keeps no token once sent, and the customer alone can use it', async () => {
    const customer = await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'takeover@example.test' });
    // The admin (anyone may) asks for the customer's reset.
    expect((await t.request('POST', '/api/auth/request-password-reset', { email: customer.email }, { cookie: adminA, ip: nextIp() })).status).toBe(200);
    const token = resetToken(await queuedLink(t.db, customer.email, 'password-reset'));

    // What the admin reads: the email, with the link hidden, and nowhere a token.
    const queued = await outbox();
    const email = queued.emails.find((e) => e.kind === 'password-reset' && e.toEmail === customer.email)!;
    expect(email.textBody).toContain(`It works once, for one hour:\n${HIDDEN_LINK}\n`);
    expect(email.canResend).toBe(true);
    expect(JSON.stringify(queued)).not.toContain(token);
    expect(JSON.stringify(queued)).not.toMatch(/reset-password\?token=|secret/i);
    // The stored text never held it; only the column kept until sending does.
    const before = await newestRow(customer.email, 'password-reset');
    expect(before.textBody).toContain(SECRET_LINK);
    expect(before.textBody).not.toContain(token);

    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const sent = await newestRow(customer.email, 'password-reset');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.secretValues).toBeNull();
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(JSON.stringify(await outbox())).not.toContain(token);

    // The customer, from the email they received, still can.
    const link = await delivered(customer.email, RESET_LINK);
    expect(resetToken(link)).toBe(token);
    expect((await resetPassword(token, 'the customer’s own choice')).status).toBe(200);
    expect((await signIn(customer.email, 'the customer’s own choice')).status).toBe(200);
    expect(logText()).not.toContain(token);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('hides invitation links too, and Resend sends the person a new link the admin never sees', async () => {
    const staffA = await t.signIn('staff-a@example.test');
    const created = await t.request('POST', '/api/customers', { name: 'Ivo Invited', email: 'ivo@example.test' }, { cookie: staffA });
    expect(created.status).toBe(201);
    const firstToken = invitationToken(await queuedLink(t.db, 'ivo@example.test', 'invitation'));
    const first = (await outbox()).emails.find((e) => e.kind === 'invitation' && e.toEmail === 'ivo@example.test')!;
    expect(first.textBody).toContain(HIDDEN_LINK);
    expect(first.textBody).not.toContain(firstToken);

    const resent = await t.request('POST', `/api/outbox/${first.id}/resend`, undefined, { cookie: adminA });
    expect(resent.status).toBe(201);
    expect(await resent.json()).toEqual({ kind: 'invitation', toEmail: 'ivo@example.test' });
    const answer = await outbox();
    expect(answer.emails.filter((e) => e.kind === 'invitation' && e.toEmail === 'ivo@example.test')).toHaveLength(2);
    await deliver();
    const link = await delivered('ivo@example.test', INVITATION_LINK);
    const newToken = invitationToken(link);
    expect(newToken).not.toBe(firstToken);
    expect(JSON.stringify(answer)).not.toContain(newToken);
    expect(JSON.stringify(await outbox())).not.toContain(newToken);
    // The new link works for the person; the one before it stopped working.
    expect((await t.request('GET', `/api/invitations/${firstToken}`)).status).toBe(410);
    expect((await t.request('POST', `/api/invitations/${newToken}/accept`, { password: 'ivo chose this one' })).status).toBe(200);
    expect((await signIn('ivo@example.test', 'ivo chose this one')).status).toBe(200);

    // Once a password is chosen, an invitation is not sent again.
    const again = await t.request('POST', `/api/outbox/${first.id}/resend`, undefined, { cookie: adminA });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain('Ivo Invited has already set a password and can sign in.');
    recordSecurityFigure('threatsRefused', 1);
  });

  it('resends a password reset as a new, working link', async () => {
    const customer = await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'forgetful@example.test' });
    await t.request('POST', '/api/auth/request-password-reset', { email: customer.email }, { ip: nextIp() });
    const email = (await outbox()).emails.find((e) => e.kind === 'password-reset' && e.toEmail === customer.email)!;
    const firstToken = resetToken(await queuedLink(t.db, customer.email, 'password-reset'));
    const resent = await t.request('POST', `/api/outbox/${email.id}/resend`, undefined, { cookie: adminA });
    expect(resent.status).toBe(201);
    expect(await resent.json()).toEqual({ kind: 'password-reset', toEmail: customer.email });
    await deliver();
    const newToken = resetToken(await delivered(customer.email, RESET_LINK));
    expect(newToken).not.toBe(firstToken);
    expect(JSON.stringify(await outbox())).not.toContain(newToken);
    expect((await resetPassword(newToken, 'a fresh long password')).status).toBe(200);
    expect((await signIn(customer.email, 'a fresh long password')).status).toBe(200);
  });

  it('resends only emails with a link, of its own company, for admins', async () => {
    await enqueueEmails(t.db, [{ companyId: world.tenantA.company.id, kind: 'document-requested', toEmail: 'a1@example.test', subject: 'Please send us a photo', textBody: 'Hello' }]);
    const notice = (await outbox()).emails.find((e) => e.kind === 'document-requested')!;
    expect(notice.canResend).toBe(false);
    expect((await t.request('POST', `/api/outbox/${notice.id}/resend`, undefined, { cookie: adminA })).status).toBe(409);

    await t.request('POST', '/api/auth/request-password-reset', { email: 'b1@example.test' }, { host: world.tenantB.host, ip: nextIp() });
    const [bEmail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, world.tenantB.company.id));
    expect((await t.request('POST', `/api/outbox/${bEmail!.id}/resend`, undefined, { cookie: adminA })).status).toBe(404);
    const staffA = await t.signIn('staff-a@example.test');
    expect((await t.request('POST', `/api/outbox/${notice.id}/resend`, undefined, { cookie: staffA })).status).toBe(403);
    expect((await t.request('POST', `/api/outbox/${notice.id}/resend`)).status).toBe(401);
    expect((await t.request('POST', '/api/outbox/not-an-id/resend', undefined, { cookie: adminA })).status).toBe(400);
  });
});

describe('no live secret reaches the log', () => {
  it('logs the path of an invitation link with its token masked, whatever is asked of it', async () => {
    const staffA = await t.signIn('staff-a@example.test');
    await t.request('POST', '/api/customers', { name: 'Logged Person', email: 'logged@example.test' }, { cookie: staffA });
    const token = invitationToken(await queuedLink(t.db, 'logged@example.test', 'invitation'));
    written.length = 0;
    expect((await t.request('GET', `/api/invitations/${token}`)).status).toBe(200);
    expect((await t.request('POST', `/api/invitations/${token}/accept`, { password: 'short' })).status).toBe(400);
    expect((await t.request('POST', `/api/invitations/${token}/accept`, { password: 'a long enough password' })).status).toBe(200);
    // On a host that names no company, refused before any route.
    await t.request('GET', `/api/invitations/${token}`, undefined, { host: 'nobody.localhost' });
    // The page the link opens, and better-auth's reset callback.
    await t.request('GET', `/invitations/${token}`);
    await t.request('GET', `/api/auth/reset-password/${token}?callbackURL=/`);
    await t.request('GET', `//Invitations/${token}`);

    expect(logText()).toContain('"path":"/api/invitations/[token]"');
    expect(logText()).toContain('"path":"/api/invitations/[token]/accept"');
    expect(logText()).not.toContain(token);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('masks every path parameter of the API that is a token', async () => {
    const { paths } = (await (await t.request('GET', '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const withToken = Object.keys(paths).filter((p) => /\{token\}/i.test(p));
    expect(withToken.length).toBeGreaterThan(0);
    for (const route of withToken) {
      const path = route.replace(/\{token\}/gi, 'SeCrEt-ToKeN-value').replace(/\{\w+\}/g, 'some-id');
      expect(loggablePath(path), route).not.toContain('SeCrEt-ToKeN-value');
    }
    expect(loggablePath('/api/projects/proj-1/messages')).toBe('/api/projects/proj-1/messages');
  });

  it('writes an email without SMTP into a private .eml file, and only whom it went to into the log', async () => {
    const customer = await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'no-smtp@example.test' });
    await t.request('POST', '/api/auth/request-password-reset', { email: customer.email }, { ip: nextIp() });
    const token = resetToken(await queuedLink(t.db, customer.email, 'password-reset'));
    written.length = 0;
    await deliver();
    const line = written.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => String(l.to).includes(customer.email))!;
    expect(line).toMatchObject({ msg: 'email written to a file (no SMTP_URL set)', subject: 'Arbour Garden Rooms: reset your password' });
    expect(logText()).not.toContain(token);
    expect(logText()).not.toContain('reset-password?token');

    const mail = await newestMailTo(t.config.mailDir, customer.email, RESET_LINK);
    expect(mail!.file).toBe(line.file);
    expect(mail!.text).toContain(token);
    expect((await stat(mail!.file)).mode & 0o777).toBe(0o600);
    expect((await stat(t.config.mailDir)).mode & 0o777).toBe(0o700);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('never writes the values of a failed query, where an email’s link may be one', async () => {
    const link = 'http://demo.localhost/reset-password?token=a-secret-that-must-not-be-logged';
    const failed = await enqueueEmails(t.db, [
      // No such company: the insert fails, and drizzle's error names every value it sent.
      { companyId: '00000000-0000-4000-8000-000000000000', kind: 'password-reset', toEmail: 'x@example.test', subject: 'Reset', textBody: SECRET_LINK, secretValues: { link } },
    ]).catch((error: unknown) => error as Error);
    expect(String((failed as Error & { params?: unknown[] }).params)).toContain(link);
    written.length = 0;
    logger.error({ err: failed }, 'unhandled error');
    logger.error({ auth: ['Failed to send the reset email', failed] }, 'better-auth');
    expect(logText()).toContain('Failed query: insert into');
    expect(logText()).toContain('hidden]');
    expect(logText()).not.toContain('a-secret-that-must-not-be-logged');
    // PostgreSQL's own detail names the value too ("Key (company_id)=(…) is not present"); the constraint says enough.
    expect(String((failed as Error).cause && ((failed as Error).cause as { detail?: string }).detail)).toContain('00000000-0000-4000-8000-000000000000');
    expect(logText()).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(logText()).toContain('23503');
  });

  it('never writes the value PostgreSQL quotes in its message, or a failing row', async () => {
    const customer = await insertUser(t.db, { companyId: world.tenantA.company.id, email: 'quoted-value@example.test' });
    const failures = await Promise.all([
      t.db.execute(sql`select ${'private-value-one'}::uuid`).catch((error: unknown) => error as Error),
      t.db.execute(sql`update users set name = null where id = ${customer.id}`).catch((error: unknown) => error as Error),
    ]);
    written.length = 0;
    // As Drizzle wraps them, and bare, as pg answers a query sent without Drizzle.
    for (const err of failures) logger.error({ err }, 'unhandled error');
    for (const err of failures) logger.error({ err: (err as Error).cause }, 'unhandled error');
    expect(logText()).toContain('invalid input syntax for type uuid');
    expect(logText()).not.toContain('private-value-one');
    expect(logText()).toContain('23502');
    expect(logText()).not.toContain('quoted-value@example.test');
  });

  it('never stores a secret in the text of a queued email', async () => {
    const link = 'http://demo.localhost/invitations/' + 'x'.repeat(43);
    await expect(
      enqueueEmails(t.db, [{ companyId: world.tenantA.company.id, kind: 'invitation', toEmail: 'x@example.test', subject: 'Hi', textBody: `Open ${link}`, secretValues: { link } }]),
    ).rejects.toThrow('holds its secret in its text');
  });
});
