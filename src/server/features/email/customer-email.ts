import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { enqueueEmails } from './email-outbox';

export interface ProjectCustomer {
  name: string;
  email: string;
  projectName: string;
}

export interface CustomerEmail {
  subject: string;
  textBody: string;
}

/**
 * Queues an email to the customer of a project, inside the caller's transaction: it goes
 * out only if the change it reports commits, and a mail server that is down never undoes it.
 */
export async function queueCustomerEmail(
  tx: Transaction | Database,
  input: { tenant: CompanyRow; projectId: string; kind: string; compose: (customer: ProjectCustomer) => CustomerEmail },
): Promise<void> {
  const [customer] = await tx
    .select({ name: users.name, email: users.email, projectName: projects.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(projects.companyId, input.tenant.id), eq(projects.id, input.projectId)));
  if (!customer) return;
  await enqueueEmails(tx, [{ companyId: input.tenant.id, kind: input.kind, toEmail: customer.email, toName: customer.name, ...input.compose(customer) }]);
}

/** The closing every customer email shares: where to go, and who it is from. */
export function signOff(companyName: string, portalLink: string): string[] {
  return ['', `Sign in to your customer portal to see the details: ${portalLink}`, '', companyName];
}
