import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

interface DelayFacts {
  companyName: string;
  reason: string;
  /** Already worded for a person ("5 December 2026"); null when no date had been set. */
  previousDate: string | null;
  revisedDate: string;
  dashboardLink: string;
}

/** The same news the dashboard shows: the new install date and why it moved. The reason is plain text. */
export function delayNoticeEmail(customer: ProjectCustomer, facts: DelayFacts): CustomerEmail {
  return composedEmail({
    subject: `${facts.companyName}: your installation date has changed`,
    heading: 'Your installation date has changed',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(
        facts.previousDate
          ? `We are sorry: the installation of ${customer.projectName} has moved from ${facts.previousDate} to ${facts.revisedDate}.`
          : `The installation of ${customer.projectName} is now planned for ${facts.revisedDate}.`,
      ),
      {
        kind: 'details',
        htmlOnly: true,
        rows: [...(facts.previousDate ? [{ label: 'Was', value: facts.previousDate }] : []), { label: 'New installation date', value: facts.revisedDate }],
      },
      { kind: 'quote', label: 'Why:', text: facts.reason },
      text('If the new date does not suit you, reply through the Messages page of your customer portal and we will find another.'),
      portalAction(facts.dashboardLink, 'see the details', 'See your project'),
    ],
    signature: [facts.companyName],
  });
}
