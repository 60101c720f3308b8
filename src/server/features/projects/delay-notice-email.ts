import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { signOff } from '../../lib/email/customer-email';

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
  return {
    subject: `${facts.companyName}: your installation date has changed`,
    textBody: [
      `Dear ${customer.name},`,
      '',
      facts.previousDate
        ? `We are sorry: the installation of ${customer.projectName} has moved from ${facts.previousDate} to ${facts.revisedDate}.`
        : `The installation of ${customer.projectName} is now planned for ${facts.revisedDate}.`,
      '',
      'Why:',
      facts.reason,
      '',
      'If the new date does not suit you, reply through the Messages page of your customer portal and we will find another.',
      ...signOff(facts.companyName, facts.dashboardLink),
    ].join('\n'),
  };
}
