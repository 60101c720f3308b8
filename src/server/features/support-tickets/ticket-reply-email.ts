import type { CustomerEmail } from '../../lib/email/customer-email';
import { signOff, type Contact } from '../../lib/email/customer-email';

interface ReplyFacts {
  companyName: string;
  number: number;
  subject: string;
  replierName: string;
  reply: string;
  ticketLink: string;
}

/** A staff reply, sent to the customer who opened the ticket; the reply is plain text, as written. */
export function ticketReplyEmail(customer: Contact, r: ReplyFacts): CustomerEmail {
  return {
    subject: `${r.companyName}: reply to your ticket #${r.number} – ${r.subject}`,
    textBody: [`Dear ${customer.name},`, '', `${r.replierName} replied to your support ticket #${r.number}, "${r.subject}":`, '', r.reply, ...signOff(r.companyName, r.ticketLink, 'reply or see the whole ticket')].join('\n'),
  };
}
