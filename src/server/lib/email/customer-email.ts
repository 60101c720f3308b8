import { and, eq, gt, inArray } from 'drizzle-orm';
import { rolesWith } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { emailOutbox } from '../../db/schema/email';
import { enqueueEmails, type OutgoingEmail } from './email-outbox';
import { emailText, type ActionBlock, type EmailContent } from './templates/email-content';

export interface ProjectCustomer {
  name: string;
  email: string;
  projectName: string;
}

export interface CustomerEmail {
  subject: string;
  textBody: string;
  /** The parts its text and HTML are both made from (`composedEmail`); without them the HTML is made from the text. */
  content?: EmailContent;
  /** The company's origin, for its logo; without it, that of a link in the email. */
  portalUrl?: string | null;
}

/** An email described by its parts: its text made from them now, its HTML when it is queued. */
export function composedEmail(content: EmailContent, portalUrl?: string | null): CustomerEmail {
  return { subject: content.subject, textBody: emailText(content), content, ...(portalUrl ? { portalUrl } : {}) };
}

/**
 * Queues an email to the customer of a project, inside the caller's transaction: it goes
 * out only if the change it reports commits, and a mail server that is down never undoes it.
 */
export async function queueCustomerEmail(
  tx: Transaction | Database,
  input: { tenant: CompanyRow; projectId: string; kind: string; compose: (customer: ProjectCustomer) => CustomerEmail },
): Promise<void> {
  const customer = await findProjectCustomer(tx, input.tenant.id, input.projectId);
  if (customer) await enqueueEmailsTo(tx, input.tenant.id, input.kind, [customer], input.compose);
}

/** The customer of a project of this company, with the project's name. */
export async function findProjectCustomer(tx: Transaction | Database, companyId: string, projectId: string): Promise<ProjectCustomer | undefined> {
  const [customer] = await tx
    .select({ name: users.name, email: users.email, projectName: projects.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
  return customer;
}

/** One email each, composed for its recipient, queued in the caller's transaction. */
export function enqueueEmailsTo<R extends Contact>(tx: Transaction | Database, companyId: string, kind: string, recipients: R[], compose: (recipient: R) => CustomerEmail): Promise<void> {
  return enqueueEmails(tx, emailsTo(companyId, kind, recipients, compose));
}

/** The outbox rows of one email each, composed for its recipient, for a caller that writes them itself. */
export function emailsTo<R extends Contact>(companyId: string, kind: string, recipients: R[], compose: (recipient: R) => CustomerEmail): OutgoingEmail[] {
  return recipients.map((r) => ({ companyId, kind, toEmail: r.email, toName: r.name, ...compose(r) }));
}

/** The link every customer email ends with, to the portal page with the details (the parts' form of signOff). */
export function portalAction(portalLink: string, what = 'see the details', label = 'Open the portal'): ActionBlock {
  return { kind: 'action', intro: `Sign in to the portal to ${what}:`, url: portalLink, label, sameLine: true };
}

/** The closing every customer email shares: where to go, and who it is from. */
export function signOff(companyName: string, portalLink: string, what = 'see the details'): string[] {
  return ['', `Sign in to the portal to ${what}: ${portalLink}`, '', companyName];
}

export interface Contact {
  name: string;
  email: string;
}

/** A user of this company by id, or undefined (a user of another company is never found). */
export async function findContact(tx: Transaction | Database, companyId: string, userId: string): Promise<Contact | undefined> {
  const [contact] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return contact;
}

/** Everyone who answers customers: the company's team (staff and admins). */
export function listStaffContacts(tx: Transaction | Database, companyId: string): Promise<Contact[]> {
  return tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, rolesWith('team:speak-for'))));
}

/** Whether this person was already emailed this subject lately: notices of a busy conversation go out once per window. */
export async function emailedRecently(tx: Transaction | Database, input: { companyId: string; toEmail: string; subject: string; since: Date }): Promise<boolean> {
  const [found] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.companyId, input.companyId), eq(emailOutbox.toEmail, input.toEmail), eq(emailOutbox.subject, input.subject), gt(emailOutbox.createdAt, input.since)))
    .limit(1);
  return found !== undefined;
}
