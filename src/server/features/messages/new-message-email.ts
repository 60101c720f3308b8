import type { Actor } from '../../app-env';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { emailedRecently, enqueueEmailsTo, findProjectCustomer, listStaffContacts, signOff, type Contact } from '../../lib/email/customer-email';

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
  await enqueueEmailsTo(tx, tenant.id, 'new-message', due, (recipient) => ({
    subject,
    textBody: [
      `Dear ${recipient.name},`,
      '',
      fromStaff
        ? `${sender.name} from ${tenant.name} has sent you a message about ${customer.projectName}.`
        : `${customer.name} has sent a message about ${customer.projectName}.`,
      ...signOff(tenant.name, link, 'read and reply'),
    ].join('\n'),
  }));
}
