import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { paymentItems, type PaymentItemRow } from '../../db/schema/payments';

type Db = Database | Transaction;

export async function insertScheduleItem(db: Db, input: { companyId: string; projectId: string; title: string; amountPence: number; dueDate: string | null }): Promise<PaymentItemRow> {
  const [row] = await db
    .insert(paymentItems)
    .values({
      ...input,
      // After the project's other items, in one statement so two adds never share a place.
      position: sql`(select coalesce(max(${paymentItems.position}), -1) + 1 from ${paymentItems} where ${paymentItems.companyId} = ${input.companyId} and ${paymentItems.projectId} = ${input.projectId})`,
    })
    .returning();
  return row!;
}

/** Changes the item only while it is pending: a transfer confirmed meanwhile wins, and this changes nothing. */
export async function updatePendingItem(db: Db, companyId: string, itemId: string, set: Partial<Pick<PaymentItemRow, 'title' | 'amountPence' | 'dueDate'>>) {
  const [row] = await db
    .update(paymentItems)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, itemId), eq(paymentItems.status, 'pending')))
    .returning();
  return row;
}

export async function deletePendingItem(db: Db, companyId: string, itemId: string) {
  const rows = await db
    .delete(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, itemId), eq(paymentItems.status, 'pending')))
    .returning({ id: paymentItems.id });
  return rows.length > 0;
}

export async function findItemStatus(db: Db, companyId: string, itemId: string) {
  const [row] = await db
    .select({ status: paymentItems.status })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, itemId)))
    .limit(1);
  return row?.status;
}
