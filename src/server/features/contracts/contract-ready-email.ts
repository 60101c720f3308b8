import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

/** The contract's text stays in the portal: the email says what to sign and where, nothing that could be altered in transit. */
export function contractReadyEmail(customer: ProjectCustomer, c: { companyName: string; title: string; contractLink: string }): CustomerEmail {
  return composedEmail({
    subject: `${c.companyName}: your contract is ready to sign – ${c.title}`,
    heading: 'Your contract is ready to sign',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(
        `Your contract "${c.title}" for ${customer.projectName} is ready for you to read and sign online.`,
        'Please read it in full before you sign. Once signed you have 14 days to cancel, and you can download a copy with its signing certificate at any time.',
      ),
      portalAction(c.contractLink, 'see the details', 'Read and sign the contract'),
    ],
    signature: [c.companyName],
  });
}
