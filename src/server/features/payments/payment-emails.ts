import { formatPence } from '../../../shared/money';
import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { signOff } from '../../lib/email/customer-email';

interface PaymentFacts {
  companyName: string;
  title: string;
  amountPence: number;
  reference: string;
  paymentsLink: string;
}

/** Sent when staff verify a transfer, mark a payment paid, or match it to a statement line. */
export function paymentReceivedEmail(customer: ProjectCustomer, p: PaymentFacts): CustomerEmail {
  return {
    subject: `${p.companyName}: payment received – ${p.title}`,
    textBody: [
      `Dear ${customer.name},`,
      '',
      `Thank you: we have received your payment of ${formatPence(p.amountPence)} for "${p.title}" (reference ${p.reference}) on ${customer.projectName}.`,
      'Your receipt is on the Payments tab.',
      ...signOff(p.companyName, p.paymentsLink),
    ].join('\n'),
  };
}

/** Sent when staff cannot find the transfer the customer confirmed. */
export function paymentNotFoundEmail(customer: ProjectCustomer, p: PaymentFacts & { reason: string | null }): CustomerEmail {
  return {
    subject: `${p.companyName}: we could not match your transfer – ${p.title}`,
    textBody: [
      `Dear ${customer.name},`,
      '',
      `We have not been able to match a transfer of ${formatPence(p.amountPence)} for "${p.title}" (reference ${p.reference}) to our account yet, so the payment shows as due again.`,
      ...(p.reason ? ['', `Our note: ${p.reason}`] : []),
      '',
      'Transfers can take up to 3 working days to clear. If you have paid, please check you used the exact reference, then confirm the transfer again or message us from the portal.',
      ...signOff(p.companyName, p.paymentsLink),
    ].join('\n'),
  };
}
