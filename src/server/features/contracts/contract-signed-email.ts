import { londonWhen } from '../../../shared/dates';
import type { Contact, CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

export interface ContractSignedFacts {
  companyName: string;
  title: string;
  signedAt: Date;
  /** When the 14-day cancellation period ends. */
  cancellationEndsAt: Date;
  /** The contract on the Contracts page (the same address for the customer and staff), where its PDF with the signing certificate is downloaded. */
  contractLink: string;
}

/**
 * The customer's confirmation of what they signed and when (UK time). Like the contract-ready
 * email it carries a link, never the contract's text: the signed copy is in the portal.
 */
export function contractSignedEmail(customer: ProjectCustomer, c: ContractSignedFacts): CustomerEmail {
  const signedAt = `${londonWhen(c.signedAt)} (UK time)`;
  return composedEmail({
    subject: `${c.companyName}: you have signed your contract – ${c.title}`,
    heading: 'Your contract is signed',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`Thank you: you signed your contract "${c.title}" for ${customer.projectName} on ${signedAt}.`, `We have let the ${c.companyName} team know.`),
      { kind: 'details', htmlOnly: true, rows: [{ label: 'Contract', value: c.title }, { label: 'Project', value: customer.projectName }, { label: 'Signed', value: signedAt }] },
      text(
        `You can cancel this contract without giving a reason until ${londonWhen(c.cancellationEndsAt)} (UK time).`,
        'You can download the signed contract with its signing certificate from the portal at any time.',
      ),
      portalAction(c.contractLink, 'see the signed contract', 'See the signed contract'),
    ],
    signature: [c.companyName],
  });
}

/** To the company's staff and admins: the customer signed, and where to see it. */
export function contractSignedNotice(member: Contact, c: ContractSignedFacts & { customerName: string; projectName: string }): CustomerEmail {
  const signedAt = `${londonWhen(c.signedAt)} (UK time)`;
  return composedEmail({
    subject: `${c.companyName}: ${c.customerName} signed "${c.title}"`,
    heading: 'A contract has been signed',
    greeting: `Dear ${member.name},`,
    blocks: [
      text(`${c.customerName} signed the contract "${c.title}" for ${c.projectName} on ${signedAt}.`, `Their 14-day cancellation period ends on ${londonWhen(c.cancellationEndsAt)} (UK time).`),
      { kind: 'action', intro: 'See the signed contract on the Contracts page:', url: c.contractLink, label: 'See the contract', sameLine: true },
    ],
    signature: [c.companyName],
  });
}
