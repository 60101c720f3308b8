import { and, asc, desc, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
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
 * Claims up to `limit` emails that are due (not sent, next attempt passed, fewer than
 * `maxAttempts` tries), oldest due first, with their company. Rows are locked
 * with SKIP LOCKED, so several servers claiming at once never take the same email.
 */
export function claimDueEmails(tx: Transaction, options: { maxAttempts: number; limit: number }) {
  return tx
    .select({ email: emailOutbox, company: companies })
    .from(emailOutbox)
    .innerJoin(companies, eq(companies.id, emailOutbox.companyId))
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, sql`now()`), sql`${emailOutbox.attempts} < ${options.maxAttempts}`))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { of: emailOutbox, skipLocked: true });
}

/** Records how an attempt went on one claimed email, named by its company and id (the claim crosses companies). */
export async function updateClaimedEmail(
  tx: Transaction,
  email: { id: string; companyId: string },
  change: Partial<Pick<EmailOutboxRow, 'sentAt' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'secretValues'>>,
): Promise<void> {
  await tx
    .update(emailOutbox)
    .set(change)
    .where(and(eq(emailOutbox.companyId, email.companyId), eq(emailOutbox.id, email.id)));
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
