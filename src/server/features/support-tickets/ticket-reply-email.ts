import type { CustomerEmail } from '../../lib/email/customer-email';
import { composedEmail, portalAction, type Contact } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

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
  return composedEmail({
    subject: `${r.companyName}: reply to your ticket #${r.number} – ${r.subject}`,
    heading: `Reply to your ticket #${r.number}`,
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`${r.replierName} replied to your support ticket #${r.number}, "${r.subject}":`),
      { kind: 'quote', text: r.reply },
      portalAction(r.ticketLink, 'reply or see the whole ticket', 'Reply to the ticket'),
    ],
    signature: [r.companyName],
  });
}
