import { londonWhen } from '../../../shared/dates';
import type { Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmailsTo, signOff, type Contact } from '../../lib/email/customer-email';

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
  const when = londonWhen(call.startsAt);
  return enqueueEmailsTo(tx, call.tenant.id, 'call-booked', [staff], (recipient) => ({
    subject: `${call.tenant.name}: ${call.customerName} booked a call on ${when}`,
    textBody: [
      `Dear ${recipient.name},`,
      '',
      `${call.customerName}${call.projectName ? ` (${call.projectName})` : ''} has booked a ${call.durationMinutes}-minute call with you on ${when} (UK time).`,
      ...(call.topic ? ['', `What they would like to talk about: ${call.topic}`] : []),
      ...signOff(call.tenant.name, `${call.portalUrl}/scheduling`, 'see your calls and add the call to your calendar'),
    ].join('\n'),
  }));
}

/** Tells the other side that a call is off: the staff member when a customer cancels, the customer when staff do. */
export function queueCallCancelledEmail(tx: Transaction, recipient: Contact, call: CallFacts & { byStaff: boolean }): Promise<void> {
  const when = londonWhen(call.startsAt);
  const link = call.byStaff ? `${call.portalUrl}/dashboard?tab=schedule` : `${call.portalUrl}/scheduling`;
  return enqueueEmailsTo(tx, call.tenant.id, 'call-cancelled', [recipient], (r) => ({
    subject: `${call.tenant.name}: the call on ${when} is cancelled`,
    textBody: [
      `Dear ${r.name},`,
      '',
      call.byStaff
        ? `We have had to cancel your call with ${call.tenant.name} on ${when} (UK time). We are sorry for the change.`
        : `${call.customerName} has cancelled their call with you on ${when} (UK time). The time is free to book again.`,
      ...signOff(call.tenant.name, link, call.byStaff ? 'book another time' : 'see your calls'),
    ].join('\n'),
  }));
}
