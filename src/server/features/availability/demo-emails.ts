import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmailsTo, type Contact } from '../email/customer-email';
import { contactLines } from '../leads/lead-emails';
import { formatLondonWhen } from './call-time';

interface DemoFacts {
  tenant: CompanyRow;
  visitor: { name: string; email: string; phone: string | null; message: string | null };
  startsAt: Date;
  durationMinutes: number;
  staffFirstName: string;
  portalUrl: string;
}

/** To the visitor: the time, in UK time as the company keeps it, and who they will meet. */
export function queueDemoConfirmation(tx: Transaction, demo: DemoFacts): Promise<void> {
  const when = formatLondonWhen(demo.startsAt);
  return enqueueEmailsTo(tx, demo.tenant.id, 'demo-booked', [{ name: demo.visitor.name, email: demo.visitor.email }], (person) => ({
    subject: `${demo.tenant.name}: your demo on ${when}`,
    textBody: [
      `Dear ${person.name},`,
      '',
      `Thank you for booking a demo with ${demo.tenant.name}. ${demo.staffFirstName ? `${demo.staffFirstName} will` : 'We will'} take you through our garden buildings on ${when} (UK time), for about ${demo.durationMinutes} minutes.`,
      '',
      'We will be in touch beforehand with how we will meet.',
      `If the time stops suiting you, let us know through ${demo.portalUrl}/contact and we will find another.`,
      '',
      demo.tenant.name,
    ].join('\n'),
  }));
}

/** To the member of staff whose time was taken: who is coming, when, and how to reach them. */
export function queueDemoBookedNotice(tx: Transaction, staff: Contact, demo: DemoFacts): Promise<void> {
  const when = formatLondonWhen(demo.startsAt);
  return enqueueEmailsTo(tx, demo.tenant.id, 'new-lead', [staff], (member) => ({
    subject: `${demo.tenant.name}: ${demo.visitor.name} booked a demo on ${when}`,
    textBody: [
      `Dear ${member.name},`,
      '',
      `${demo.visitor.name} has booked a ${demo.durationMinutes}-minute demo with you on ${when} (UK time) through the website.`,
      '',
      ...contactLines(demo.visitor),
      ...(demo.visitor.message ? ['', 'Their message:', demo.visitor.message] : []),
      '',
      `See the lead, mark it contacted or make them a customer: ${demo.portalUrl}/leads`,
      '',
      demo.tenant.name,
    ].join('\n'),
  }));
}
