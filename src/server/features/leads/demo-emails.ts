import { londonWhen } from '../../../shared/dates';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { composedEmail, enqueueEmailsTo, type Contact, type CustomerEmail } from '../../lib/email/customer-email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { text } from '../../lib/email/templates/email-content';
import { companyLines, contactDetails, leadsAction, NOT_YOU, unacknowledged, type CompanyDetails } from './lead-emails';

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

type DemoEmailFacts = Omit<DemoFacts, 'tenant'> & { tenant: Pick<CompanyRow, 'name'> };

/**
 * To the address the form named: the time, in UK time as the company keeps it, and who they will
 * meet. Like every email to a visitor it repeats nothing they typed, not even their name.
 */
export function queueDemoConfirmation(tx: Transaction, demo: DemoFacts, company: CompanyDetails): Promise<void> {
  return enqueueEmails(tx, [{ companyId: demo.tenant.id, kind: 'demo-booked', toEmail: demo.visitor.email, toName: null, ...demoConfirmationEmail(demo, company) }]);
}

export function demoConfirmationEmail(demo: Omit<DemoEmailFacts, 'visitor'>, company: CompanyDetails): CustomerEmail {
  const when = londonWhen(demo.startsAt);
  return composedEmail(
    {
      subject: `${company.name}: your demo on ${when}`,
      heading: 'Your demo is booked',
      greeting: 'Hello,',
      blocks: [
        text(
          `Thank you for booking a demo with ${company.name}. ${demo.staffFirstName ? `${demo.staffFirstName} will` : 'We will'} take you through our garden buildings on ${when} (UK time), for about ${demo.durationMinutes} minutes.`,
        ),
        { kind: 'details', htmlOnly: true, rows: [{ label: 'When', value: `${when} (UK time)` }, { label: 'Length', value: `About ${demo.durationMinutes} minutes` }] },
        text('We will be in touch beforehand with how we will meet.', `If the time stops suiting you, let us know through ${demo.portalUrl}/contact and we will find another.`),
        text(NOT_YOU),
      ],
      signature: companyLines(company),
    },
    demo.portalUrl,
  );
}

/** To the member of staff whose time was taken: who is coming, when, and how to reach them. */
export function queueDemoBookedNotice(tx: Transaction, staff: Contact, demo: DemoFacts): Promise<void> {
  return enqueueEmailsTo(tx, demo.tenant.id, 'new-lead', [staff], (member) => demoBookedEmail(member, demo));
}

export function demoBookedEmail(member: Contact, demo: DemoEmailFacts): CustomerEmail {
  const when = londonWhen(demo.startsAt);
  return composedEmail(
    {
      subject: `${demo.tenant.name}: ${demo.visitor.name} booked a demo on ${when}`,
      heading: 'A demo has been booked with you',
      greeting: `Dear ${member.name},`,
      blocks: [
        text(`${demo.visitor.name} has booked a ${demo.durationMinutes}-minute demo with you on ${when} (UK time) through the website.`),
        contactDetails(demo.visitor),
        ...(demo.visitor.message ? [{ kind: 'quote' as const, label: 'Their message:', text: demo.visitor.message }] : []),
        ...unacknowledged(demo),
        leadsAction(demo.portalUrl),
      ],
      signature: [demo.tenant.name],
    },
    demo.portalUrl,
  );
}
