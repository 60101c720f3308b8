import { AppError } from '../../../shared/errors';
import { paymentReference } from '../../../shared/payments';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { canReadRecordOf } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findBankDetails } from '../bank-details/bank-details.queries';
import { renderInvoice, renderReceipt } from './payment-documents';
import { findPaymentForDocument } from './payments.queries';

export type PaymentDocumentKind = 'receipt' | 'invoice';

/** A receipt (paid items only) or an invoice, for the project's customer and the company's staff. */
export async function paymentDocument(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  paymentId: string,
  kind: PaymentDocumentKind,
): Promise<{ filename: string; pdf: Buffer }> {
  const actor = requireActor(actorOrNull);
  const found = await findPaymentForDocument(db, tenant.id, paymentId);
  if (!found || !canReadRecordOf(actor, found.customerId)) throw new AppError('NOT_FOUND', 'Payment not found.');
  const data = { companyName: tenant.name, customerName: found.customerName, customerEmail: found.customerEmail, projectName: found.projectName, item: found.item };
  const reference = paymentReference(found.item.id);
  if (kind === 'receipt') {
    if (found.item.status !== 'paid') throw new AppError('CONFLICT', 'A receipt is available once the payment has been verified.');
    return { filename: `receipt-${reference}.pdf`, pdf: await renderReceipt(data) };
  }
  const bank = await findBankDetails(db, tenant.id);
  return { filename: `invoice-${reference}.pdf`, pdf: await renderInvoice(data, bank ?? null) };
}
