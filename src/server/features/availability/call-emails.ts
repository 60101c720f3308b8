import { londonWhen } from '../../../shared/dates';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { composedEmail, enqueueEmailsTo, portalAction, type Contact, type CustomerEmail } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

interface CallFacts {
  tenant: CompanyRow;
  startsAt: Date;
  durationMinutes: number;
  customerName: string;
  projectName: string | null;
  topic: string | null;
  portalUrl: string;
}

/** Tells the member of staff whose time was taken who is calling, when, and about what. */
export function queueCallBookedEmail(tx: Transaction, staff: Contact, call: CallFacts): Promise<void> {
  return enqueueEmailsTo(tx, call.tenant.id, 'call-booked', [staff], (recipient) => callBookedEmail(recipient, call));
}

export function callBookedEmail(recipient: Contact, call: Omit<CallFacts, 'tenant'> & { tenant: Pick<CompanyRow, 'name'> }): CustomerEmail {
  const when = londonWhen(call.startsAt);
  return composedEmail(
    {
      subject: `${call.tenant.name}: ${call.customerName} booked a call on ${when}`,
      heading: 'A call has been booked with you',
      greeting: `Dear ${recipient.name},`,
      blocks: [
        text(`${call.customerName}${call.projectName ? ` (${call.projectName})` : ''} has booked a ${call.durationMinutes}-minute call with you on ${when} (UK time).`),
        { kind: 'details', htmlOnly: true, rows: [{ label: 'When', value: `${when} (UK time)` }, { label: 'Length', value: `${call.durationMinutes} minutes` }] },
        ...(call.topic ? [{ kind: 'quote' as const, label: 'What they would like to talk about:', sameLine: true, text: call.topic }] : []),
        portalAction(`${call.portalUrl}/scheduling`, 'see your calls and add the call to your calendar', 'See your calls'),
      ],
      signature: [call.tenant.name],
    },
    call.portalUrl,
  );
}

/** Tells the other side that a call is off: the staff member when a customer cancels, the customer when staff do. */
export function queueCallCancelledEmail(tx: Transaction, recipient: Contact, call: CallFacts & { byStaff: boolean }): Promise<void> {
  return enqueueEmailsTo(tx, call.tenant.id, 'call-cancelled', [recipient], (r) => callCancelledEmail(r, call));
}

export function callCancelledEmail(recipient: Contact, call: Omit<CallFacts, 'tenant'> & { tenant: Pick<CompanyRow, 'name'>; byStaff: boolean }): CustomerEmail {
  const when = londonWhen(call.startsAt);
  const link = call.byStaff ? `${call.portalUrl}/dashboard?tab=schedule` : `${call.portalUrl}/scheduling`;
  return composedEmail(
    {
      subject: `${call.tenant.name}: the call on ${when} is cancelled`,
      heading: 'A call is cancelled',
      greeting: `Dear ${recipient.name},`,
      blocks: [
        text(
          call.byStaff
            ? `We have had to cancel your call with ${call.tenant.name} on ${when} (UK time). We are sorry for the change.`
            : `${call.customerName} has cancelled their call with you on ${when} (UK time). The time is free to book again.`,
        ),
        portalAction(link, call.byStaff ? 'book another time' : 'see your calls', call.byStaff ? 'Book another time' : 'See your calls'),
      ],
      signature: [call.tenant.name],
    },
    call.portalUrl,
  );
}
