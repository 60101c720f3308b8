import { formatPence } from '../../../shared/money';
import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text, type DetailsBlock } from '../../lib/email/templates/email-content';

interface PaymentFacts {
  companyName: string;
  title: string;
  amountPence: number;
  reference: string;
  paymentsLink: string;
}

/** The payment at a glance, in the HTML part only: the sentence above already says it in words. */
function paymentDetails(customer: ProjectCustomer, p: PaymentFacts): DetailsBlock {
  return {
    kind: 'details',
    rows: [
      { label: 'Payment', value: p.title },
      { label: 'Amount', value: formatPence(p.amountPence) },
      { label: 'Reference', value: p.reference },
      { label: 'Project', value: customer.projectName },
    ],
  };
}

/** Sent when staff verify a transfer, mark a payment paid, or match it to a statement line. */
export function paymentReceivedEmail(customer: ProjectCustomer, p: PaymentFacts): CustomerEmail {
  return composedEmail({
    subject: `${p.companyName}: payment received – ${p.title}`,
    heading: 'Payment received',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`Thank you: we have received your payment of ${formatPence(p.amountPence)} for "${p.title}" (reference ${p.reference}) on ${customer.projectName}.`, 'Your receipt is on the Payments tab.'),
      { ...paymentDetails(customer, p), htmlOnly: true },
      portalAction(p.paymentsLink, 'see the details', 'See your receipt'),
    ],
    signature: [p.companyName],
  });
}

/** Sent when staff cannot find the transfer the customer confirmed. */
export function paymentNotFoundEmail(customer: ProjectCustomer, p: PaymentFacts & { reason: string | null }): CustomerEmail {
  return composedEmail({
    subject: `${p.companyName}: we could not match your transfer – ${p.title}`,
    heading: 'We could not match your transfer',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`We have not been able to match a transfer of ${formatPence(p.amountPence)} for "${p.title}" (reference ${p.reference}) to our account yet, so the payment shows as due again.`),
      { ...paymentDetails(customer, p), htmlOnly: true },
      ...(p.reason ? [{ kind: 'quote' as const, label: 'Our note:', sameLine: true, text: p.reason }] : []),
      text('Transfers can take up to 3 working days to clear. If you have paid, please check you used the exact reference, then confirm the transfer again or message us from the portal.'),
      portalAction(p.paymentsLink, 'see the details', 'See your payments'),
    ],
    signature: [p.companyName],
  });
}
