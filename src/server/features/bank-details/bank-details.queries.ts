import { and, eq, ne, sql } from 'drizzle-orm';
import type { BankDetails } from '../../../shared/schemas/bank-details';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { bankDetailChanges, companyBankAccounts } from '../../db/schema/bank-details';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

const bankDetailsOf = preparedPerDatabase((db) =>
  db.select().from(companyBankAccounts).where(eq(companyBankAccounts.companyId, sql.placeholder('companyId'))).prepare('bank_details_of_company'),
);

export async function findBankDetails(db: Database, companyId: string) {
  const [row] = await bankDetailsOf(db).execute({ companyId });
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

/** Customers who still owe money: the people a change of bank details matters to. */
export function listCustomersWithUnpaidItems(tx: Transaction, companyId: string) {
  return tx
    .selectDistinct({ email: users.email, name: users.name })
    .from(paymentItems)
    .innerJoin(projects, and(eq(projects.id, paymentItems.projectId), eq(projects.companyId, companyId)))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(paymentItems.companyId, companyId), ne(paymentItems.status, 'paid')));
}
