import type { Actor } from '../../app-env';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { composedEmail, emailedRecently, enqueueEmailsTo, findProjectCustomer, listStaffContacts, portalAction, type Contact, type CustomerEmail } from '../../lib/email/customer-email';
import { text } from '../../lib/email/templates/email-content';

/** A busy conversation sends one notice per person per window, not one per message. */
export const MESSAGE_EMAIL_WINDOW_MINUTES = 15;

/**
 * Tells the other side of a project's conversation that there is something to read: the
 * customer when staff write, the company's staff and admins when the customer does.
 * The message itself stays in the portal.
 */
export async function queueNewMessageEmails(tx: Transaction | Database, input: { tenant: CompanyRow; projectId: string; sender: Actor; fromStaff: boolean; portalUrl: string }): Promise<void> {
  const { tenant, projectId, sender, fromStaff, portalUrl } = input;
  const customer = await findProjectCustomer(tx, tenant.id, projectId);
  if (!customer) return;
  const recipients: Contact[] = fromStaff ? [customer] : (await listStaffContacts(tx, tenant.id)).filter((c) => c.email !== sender.email);
  const subject = `${tenant.name}: new message about ${customer.projectName}`;
  const since = new Date(Date.now() - MESSAGE_EMAIL_WINDOW_MINUTES * 60_000);
  const link = fromStaff ? `${portalUrl}/messages` : `${portalUrl}/messages?project=${encodeURIComponent(projectId)}`;
  const due: Contact[] = [];
  for (const recipient of recipients) {
    if (!(await emailedRecently(tx, { companyId: tenant.id, toEmail: recipient.email, subject, since }))) due.push(recipient);
  }
  await enqueueEmailsTo(tx, tenant.id, 'new-message', due, (recipient) =>
    newMessageEmail(recipient, { companyName: tenant.name, subject, projectName: customer.projectName, from: fromStaff ? { staff: sender.name } : { customer: customer.name }, link }),
  );
}

interface NewMessageFacts {
  companyName: string;
  subject: string;
  projectName: string;
  /** Who wrote: a member of staff (to the customer) or the customer (to staff). */
  from: { staff: string } | { customer: string };
  link: string;
}

/** That there is a message to read, and where; never the message itself. */
export function newMessageEmail(recipient: Contact, m: NewMessageFacts): CustomerEmail {
  return composedEmail({
    subject: m.subject,
    heading: 'You have a new message',
    greeting: `Dear ${recipient.name},`,
    blocks: [
      text(
        'staff' in m.from
          ? `${m.from.staff} from ${m.companyName} has sent you a message about ${m.projectName}.`
          : `${m.from.customer} has sent a message about ${m.projectName}.`,
      ),
      portalAction(m.link, 'read and reply', 'Read the message'),
    ],
    signature: [m.companyName],
  });
}
