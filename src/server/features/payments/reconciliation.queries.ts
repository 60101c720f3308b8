import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bankStatementLines, paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

export type StatementLineRow = typeof bankStatementLines.$inferSelect;

/** Adds the lines not already stored (by fingerprint); answers the ids of those added. */
export async function insertNewStatementLines(db: Db, values: (typeof bankStatementLines.$inferInsert)[]): Promise<{ id: string }[]> {
  if (values.length === 0) return [];
  return db.insert(bankStatementLines).values(values).onConflictDoNothing().returning({ id: bankStatementLines.id });
}

/** Of the lines with these fingerprints, those not yet matched to a payment. */
export async function listUnmatchedLines(db: Db, companyId: string, fingerprints: string[]): Promise<StatementLineRow[]> {
  if (fingerprints.length === 0) return [];
  return db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.companyId, companyId), inArray(bankStatementLines.fingerprint, fingerprints), isNull(bankStatementLines.matchedPaymentId)));
}

/** Items still to be paid or verified whose reference starts with one of these (lower-case, 8 characters), with their customer's name. */
export function listUnsettledItemsByReference(db: Db, companyId: string, prefixes: string[]) {
  return db
    .select({ item: paymentItems, customerName: users.name })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(
      and(
        eq(paymentItems.companyId, companyId),
        inArray(paymentItems.status, ['pending', 'pending_verification']),
        inArray(sql`left(${paymentItems.id}::text, 8)`, prefixes),
      ),
    );
}

/** The line, locked until the transaction ends, so two confirmations of it queue. */
export async function lockStatementLine(tx: Transaction, companyId: string, lineId: string): Promise<StatementLineRow | undefined> {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.companyId, companyId), eq(bankStatementLines.id, lineId)))
    .for('update');
  return line;
}

/** What matching a line to an item needs of the item. */
export async function findItemToMatch(db: Db, companyId: string, paymentId: string) {
  const [item] = await db
    .select({ id: paymentItems.id, status: paymentItems.status, amountPence: paymentItems.amountPence })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, paymentId)));
  return item;
}

export async function setLineMatchedPayment(db: Db, companyId: string, lineId: string, paymentId: string): Promise<void> {
  await db
    .update(bankStatementLines)
    .set({ matchedPaymentId: paymentId })
    .where(and(eq(bankStatementLines.companyId, companyId), eq(bankStatementLines.id, lineId)));
}
