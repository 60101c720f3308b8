import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema/email';

type Db = Database | Transaction;

/** The columns an admin may see: never `secret_values`. */
const { secretValues: _secrets, ...shownColumns } = getTableColumns(emailOutbox);

/** The company's latest emails, newest first, without their secrets. */
export function listCompanyOutbox(db: Db, companyId: string, limit: number) {
  return db
    .select(shownColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.companyId, companyId))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/** One of the company's emails as its preview needs it: what it is, and its text and HTML (secrets still as placeholders). */
export async function findOutboxEmail(db: Db, companyId: string, emailId: string) {
  const [row] = await db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody, htmlBody: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.id, emailId)));
  return row;
}

/** What kind of email it was and to whom. */
export async function findOutboxRecipient(db: Db, companyId: string, emailId: string) {
  const [row] = await db
    .select({ kind: emailOutbox.kind, toEmail: emailOutbox.toEmail })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.id, emailId)));
  return row;
}

/** The company's account with this email (in any case), as a new link for it needs it. */
export async function findAccountByEmail(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row;
}

/**
 * Marks one email as being sent, in a statement of its own so the mark is committed before the
 * mail server is asked: answers the email with its company, or nothing when it is already sent,
 * given up on, or was being sent by an attempt that never finished (`findEmailState` tells which).
 */
export async function startSendingEmail(db: Database, emailId: string, maxAttempts: number) {
  const [started] = await db
    .update(emailOutbox)
    .set({ sendStartedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, emailId), isNull(emailOutbox.sentAt), isNull(emailOutbox.sendStartedAt), sql`${emailOutbox.attempts} < ${maxAttempts}`))
    .returning();
  if (!started) return undefined;
  const [company] = await db.select().from(companies).where(eq(companies.id, started.companyId));
  return company ? { email: started, company } : undefined;
}

/** Where an email stands, when it could not be marked as being sent. */
export async function findEmailState(db: Database, emailId: string) {
  const [row] = await db
    .select({ id: emailOutbox.id, companyId: emailOutbox.companyId, sentAt: emailOutbox.sentAt, sendStartedAt: emailOutbox.sendStartedAt, attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, emailId));
  return row;
}

/** Records how an attempt went on one email, named by its company and id (delivery crosses companies). */
export async function updateClaimedEmail(
  db: Db,
  email: { id: string; companyId: string },
  change: Partial<Pick<EmailOutboxRow, 'sentAt' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'secretValues' | 'sendStartedAt'>>,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(change)
    .where(and(eq(emailOutbox.companyId, email.companyId), eq(emailOutbox.id, email.id)));
}

/** Emails that may be sent now without a job (tests, and `deliverDueEmails`): oldest first. */
export async function listDueEmailIds(db: Database, options: { maxAttempts: number; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), isNull(emailOutbox.sendStartedAt), lte(emailOutbox.nextAttemptAt, sql`now()`), sql`${emailOutbox.attempts} < ${options.maxAttempts}`))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * The statements that hand emails to delivery jobs, as SQL text for the job queue's own
 * transaction (the jobs are inserted in it too): lock the emails no job has yet, oldest first,
 * skipping those another server is handing over; then mark them handed over.
 */
export function emailDispatchStatements(db: Database, limit: number) {
  return {
    lockUndispatched: db
      .select({ id: emailOutbox.id, companyId: emailOutbox.companyId })
      .from(emailOutbox)
      .where(isNull(emailOutbox.dispatchedAt))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
      .toSQL(),
    markDispatched: (ids: string[]) =>
      db
        .update(emailOutbox)
        .set({ dispatchedAt: sql`now()` })
        .where(inArray(emailOutbox.id, ids))
        .toSQL(),
  };
}

/** Every company's unsent emails (the owner's connection): still to go, and given up after the last attempt. */
export async function countUnsentEmails(db: Database, maxAttempts: number): Promise<{ queued: number; givenUp: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`(count(*) filter (where ${emailOutbox.attempts} < ${maxAttempts}))::int`,
      givenUp: sql<number>`(count(*) filter (where ${emailOutbox.attempts} >= ${maxAttempts}))::int`,
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return row ?? { queued: 0, givenUp: 0 };
}
