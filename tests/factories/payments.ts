import type { Database } from '../../src/server/db/client';
import { paymentItems, type PaymentItemRow } from '../../src/server/db/schema/payments';

export type NewPaymentItem = typeof paymentItems.$inferInsert;

export async function insertPaymentItem(
  db: Database,
  input: Pick<NewPaymentItem, 'companyId' | 'projectId'> & Partial<NewPaymentItem>,
): Promise<PaymentItemRow> {
  const [row] = await db
    .insert(paymentItems)
    .values({ title: 'Stage payment', amountPence: 100_000, dueDate: '2099-01-01', ...input })
    .returning();
  return row!;
}
