import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { signOff } from '../../lib/email/customer-email';

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
  return {
    subject: `${r.companyName}: please send us ${type || 'a document'}`,
    textBody: [
      `Dear ${customer.name},`,
      '',
      `To keep ${customer.projectName} moving, we need a document from you${type ? `: ${type}` : ''}.`,
      ...(r.description ? ['', r.description] : []),
      ...(r.dueDate ? ['', `Please upload it by ${r.dueDate}.`] : []),
      '',
      'Upload it from the Documents tab of your customer portal, against this request.',
      ...signOff(r.companyName, r.documentsLink),
    ].join('\n'),
  };
}
