import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

interface RequestFacts {
  companyName: string;
  /** As staff typed it; may be empty, as the Request Document form requires nothing. */
  documentType: string;
  description: string;
  /** Already worded for a person ("5 December 2026"), or null when there is no deadline. */
  dueDate: string | null;
  documentsLink: string;
}

/** Tells the customer what the team needs and where to upload it; the request's text is plain text. */
export function documentRequestedEmail(customer: ProjectCustomer, r: RequestFacts): CustomerEmail {
  const type = r.documentType.trim();
  return composedEmail({
    subject: `${r.companyName}: please send us ${type || 'a document'}`,
    heading: 'We need a document from you',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`To keep ${customer.projectName} moving, we need a document from you${type ? `: ${type}` : ''}.`),
      ...(r.description ? [{ kind: 'quote' as const, text: r.description }] : []),
      ...(r.dueDate ? [text(`Please upload it by ${r.dueDate}.`)] : []),
      text('Upload it from the Documents tab of your customer portal, against this request.'),
      portalAction(r.documentsLink, 'see the details', 'Upload the document'),
    ],
    signature: [r.companyName],
  });
}
