import { londonWhen } from '../../../shared/dates';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmailsTo, type Contact } from '../../lib/email/customer-email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { companyLines, contactLines, NOT_YOU, unacknowledgedLine, type CompanyDetails } from './lead-emails';

interface DemoFacts {
  tenant: CompanyRow;
  visitor: { name: string; email: string; phone: string | null; message: string | null };
  startsAt: Date;
  durationMinutes: number;
  staffFirstName: string;
  portalUrl: string;
  /** False when the company's hourly allowance of emails to visitors was used up. */
  acknowledged: boolean;
}

/**
 * To the address the form named: the time, in UK time as the company keeps it, and who they will
 * meet. Like every email to a visitor it repeats nothing they typed, not even their name.
 */
export function queueDemoConfirmation(tx: Transaction, demo: DemoFacts, company: CompanyDetails): Promise<void> {
  const when = londonWhen(demo.startsAt);
  return enqueueEmails(tx, [
    {
      companyId: demo.tenant.id,
      kind: 'demo-booked',
      toEmail: demo.visitor.email,
      toName: null,
      subject: `${company.name}: your demo on ${when}`,
      textBody: [
        'Hello,',
        '',
        `Thank you for booking a demo with ${company.name}. ${demo.staffFirstName ? `${demo.staffFirstName} will` : 'We will'} take you through our garden buildings on ${when} (UK time), for about ${demo.durationMinutes} minutes.`,
        '',
        'We will be in touch beforehand with how we will meet.',
        `If the time stops suiting you, let us know through ${demo.portalUrl}/contact and we will find another.`,
        '',
        NOT_YOU,
        '',
        ...companyLines(company),
      ].join('\n'),
    },
  ]);
}

/** To the member of staff whose time was taken: who is coming, when, and how to reach them. */
export function queueDemoBookedNotice(tx: Transaction, staff: Contact, demo: DemoFacts): Promise<void> {
  const when = londonWhen(demo.startsAt);
  return enqueueEmailsTo(tx, demo.tenant.id, 'new-lead', [staff], (member) => ({
    subject: `${demo.tenant.name}: ${demo.visitor.name} booked a demo on ${when}`,
    textBody: [
      `Dear ${member.name},`,
      '',
      `${demo.visitor.name} has booked a ${demo.durationMinutes}-minute demo with you on ${when} (UK time) through the website.`,
      '',
      ...contactLines(demo.visitor),
      ...(demo.visitor.message ? ['', 'Their message:', demo.visitor.message] : []),
      ...unacknowledgedLine(demo),
      '',
      `See the lead, mark it contacted or make them a customer: ${demo.portalUrl}/leads`,
      '',
      demo.tenant.name,
    ].join('\n'),
  }));
}
