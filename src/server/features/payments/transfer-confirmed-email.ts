import { formatCalendarDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import type { Contact, CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text, type DetailsBlock, type TextBlock } from '../../lib/email/templates/email-content';

export interface TransferConfirmedFacts {
  companyName: string;
  title: string;
  /** What is due for the item. */
  amountDuePence: number;
  /** What the customer says they transferred, the reference they say they used and the day (YYYY-MM-DD). */
  confirmedPence: number;
  reference: string;
  transferDate: string;
}

/**
 * The transfer as the customer described it, as a table in both parts: the reference is what
 * they typed, so it stays a value, never a sentence whose web addresses become links.
 */
function transferDetails(t: TransferConfirmedFacts, title?: string): DetailsBlock {
  return {
    kind: 'details',
    ...(title ? { title } : {}),
    rows: [
      { label: 'Amount', value: formatPence(t.confirmedPence) },
      ...(t.confirmedPence === t.amountDuePence ? [] : [{ label: 'Amount due', value: formatPence(t.amountDuePence) }]),
      { label: 'Reference', value: t.reference },
      { label: 'Transfer date', value: formatCalendarDate(t.transferDate) },
    ],
  };
}

/** Said only when the customer confirmed another amount than is due. */
function amountDueLine(t: TransferConfirmedFacts): TextBlock[] {
  return t.confirmedPence === t.amountDuePence ? [] : [text(`The amount you confirmed is not the ${formatPence(t.amountDuePence)} due for this payment: our team will check what arrived.`)];
}

/**
 * The customer's acknowledgement of the transfer they confirmed: what they told us, and that it
 * is checked before the payment shows as paid (bank transfers typically clear within 1-3 working days).
 */
export function transferConfirmedEmail(customer: ProjectCustomer, t: TransferConfirmedFacts & { paymentsLink: string }): CustomerEmail {
  return composedEmail({
    subject: `${t.companyName}: we have your transfer confirmation – ${t.title}`,
    heading: 'Transfer confirmation received',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`Thank you for confirming your bank transfer for "${t.title}" on ${customer.projectName}.`),
      transferDetails(t, 'The details you gave us:'),
      ...amountDueLine(t),
      text(
        'Our team will verify the transfer and update the status. Payments typically clear within 1-3 working days; until then the payment shows as Verifying Payment, and we will email you once we have checked it.',
      ),
      portalAction(t.paymentsLink, 'see your payments', 'See your payments'),
    ],
    signature: [t.companyName],
  });
}

/** To the company's staff and admins: a transfer to look for in the bank account, and where to verify it. */
export function transferAwaitingVerificationNotice(
  member: Contact,
  t: TransferConfirmedFacts & { customerName: string; projectName: string; verifyLink: string },
): CustomerEmail {
  return composedEmail({
    subject: `${t.companyName}: transfer to verify – ${t.title} (${t.customerName})`,
    heading: 'A transfer awaits verification',
    greeting: `Dear ${member.name},`,
    blocks: [
      text(`${t.customerName} has confirmed a bank transfer for "${t.title}" on ${t.projectName}. Please check it has arrived, then verify or reject it.`),
      transferDetails(t),
      { kind: 'action', intro: 'Verify it under Payment Management:', url: t.verifyLink, label: 'Verify the transfer', sameLine: true },
    ],
    signature: [t.companyName],
  });
}
