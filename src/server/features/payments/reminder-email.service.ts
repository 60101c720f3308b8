import { paymentReference } from '../../../shared/payments';
import type { BankDetails } from '../../../shared/schemas/bank-details';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { PaymentItemRow } from '../../db/schema/payments';
import { enqueueEmailsTo } from '../../lib/email/customer-email';
import { paymentReminderEmail, type ReminderMoment } from './payment-reminder-email';

export type { ReminderMoment } from './payment-reminder-email';

/** The outbox kind of every payment reminder, automatic or sent by staff. */
export const PAYMENT_REMINDER_EMAIL_KIND = 'payment-reminder';

/**
 * Queues a reminder of one item to its customer in the caller's transaction, worded as the
 * payments feature words its emails: the item's reference, the company's bank details and the
 * portal's Payments tab (from the company's configured origin, never a request's Host).
 */
export function queuePaymentReminderEmail(
  tx: Transaction,
  input: {
    company: Pick<CompanyRow, 'id' | 'name'>;
    item: Pick<PaymentItemRow, 'id' | 'title' | 'amountPence' | 'dueDate'>;
    customer: { name: string; email: string; projectName: string };
    bankDetails: BankDetails | null;
    moment: ReminderMoment;
    portalUrl: string;
  },
): Promise<void> {
  const { company, item } = input;
  return enqueueEmailsTo(tx, company.id, PAYMENT_REMINDER_EMAIL_KIND, [input.customer], (recipient) =>
    paymentReminderEmail(recipient, {
      companyName: company.name,
      title: item.title,
      amountPence: item.amountPence,
      dueDate: item.dueDate,
      moment: input.moment,
      reference: paymentReference(item.id),
      bankDetails: input.bankDetails,
      paymentsLink: `${input.portalUrl}/dashboard?tab=payments`,
    }),
  );
}
