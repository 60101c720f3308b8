import { AppError } from '../../../shared/errors';
import type { BankDetails } from '../../../shared/schemas/bank-details';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { bankDetailsChangedEmail } from './bank-details-changed-email';
import { findBankDetails, listCustomersWithUnpaidItems, saveBankDetails } from './bank-details.queries';

/** Shown only inside the signed-in portal, to the company's own customers and staff. */
export async function getBankDetails(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<BankDetails> {
  requireActor(actor);
  const row = await findBankDetails(db, tenant.id);
  if (!row) throw new AppError('NOT_FOUND', 'Bank details have not been set up yet.');
  return { accountName: row.accountName, sortCode: row.sortCode, accountNumber: row.accountNumber, bankName: row.bankName };
}

/**
 * Only an admin changes where customers send money, every change is kept, and
 * every customer who still owes money is told, so a fraudster who gets into the
 * account cannot quietly redirect payments.
 */
export async function updateBankDetails(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  details: BankDetails,
  portalUrl: string,
): Promise<BankDetails> {
  const actor = requirePermission(actorOrNull, 'bank-details:edit');
  await db.transaction(async (tx) => {
    await saveBankDetails(tx, tenant.id, actor.userId, details);
    const customers = await listCustomersWithUnpaidItems(tx, tenant.id);
    await enqueueEmails(
      tx,
      customers.map((customer) => ({
        companyId: tenant.id,
        kind: 'bank-details-changed',
        toEmail: customer.email,
        toName: customer.name,
        ...bankDetailsChangedEmail(tenant.name, customer.name, portalUrl),
      })),
    );
  });
  return details;
}
