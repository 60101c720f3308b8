import { eq } from 'drizzle-orm';
import type { BankDetails } from '../../../shared/schemas/bank-details';
import type { Database, Transaction } from '../../db/client';
import { bankDetailChanges, companyBankAccounts } from '../../db/schema/bank-details';

export async function findBankDetails(db: Database, companyId: string) {
  const [row] = await db.select().from(companyBankAccounts).where(eq(companyBankAccounts.companyId, companyId));
  return row;
}

export async function saveBankDetails(tx: Transaction, companyId: string, userId: string, details: BankDetails) {
  const values = { ...details, updatedAt: new Date(), updatedBy: userId };
  await tx
    .insert(companyBankAccounts)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBankAccounts.companyId, set: values });
  await tx.insert(bankDetailChanges).values({ companyId, changedBy: userId, ...details });
}
