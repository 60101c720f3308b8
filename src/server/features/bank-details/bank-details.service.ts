import { AppError } from '../../../shared/errors';
import type { BankDetails } from '../../../shared/schemas/bank-details';
import type { Actor } from '../../app-env';
import { requireActor, requireRole } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findBankDetails, saveBankDetails } from './bank-details.queries';

/** Shown only inside the signed-in portal, to the company's own customers and staff. */
export async function getBankDetails(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<BankDetails> {
  requireActor(actor);
  const row = await findBankDetails(db, tenant.id);
  if (!row) throw new AppError('NOT_FOUND', 'Bank details have not been set up yet.');
  return { accountName: row.accountName, sortCode: row.sortCode, accountNumber: row.accountNumber, bankName: row.bankName };
}

/** Only an admin changes where customers send money, and every change is kept. */
export async function updateBankDetails(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, details: BankDetails): Promise<BankDetails> {
  const actor = requireRole(actorOrNull, ['admin']);
  await db.transaction((tx) => saveBankDetails(tx, tenant.id, actor.userId, details));
  return details;
}
