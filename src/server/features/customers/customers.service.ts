import { randomUUID } from 'node:crypto';
import { STAGE_STEPS } from '../../../shared/constants/stages';
import { AppError } from '../../../shared/errors';
import type { CreateCustomer, CreatedCustomer, CustomerPage, CustomerRow, CustomerSearch, InvitationSent, InvitationState } from '../../../shared/schemas/customers';
import { CUSTOMER_LIST_LIMIT } from '../../../shared/schemas/customers';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordActivity } from '../activity/activity.service';
import { applyChecklistTemplate } from '../checklist/checklist-template.service';
import { issueInvitation } from '../invitations/invitations.service';
import { latestInvitations, usersWithPassword } from '../invitations/invitations.queries';
import { onboardingStepsFor } from '../onboarding/onboarding.service';
import { insertProjectRow, listFirstProjects } from '../projects/projects.queries';
import { findUserByEmail } from '../users/users.queries';
import { countCompanyCustomers, findCompanyCustomer, insertCustomer, listCompanyCustomers } from './customers.queries';
import { NEW_PROJECT_NAME, UNCONFIRMED_SPECIFICATION } from './new-project';

type CustomerBase = { id: string; name: string; email: string; isFirstLogin: boolean; createdAt: Date };

/** Rows for these customers: project, balance, account state and onboarding, in a fixed number of queries. */
async function toRows(db: Database | Transaction, companyId: string, customers: CustomerBase[]): Promise<CustomerRow[]> {
  const ids = customers.map((c) => c.id);
  // One after another: inside a transaction they share one connection.
  const firstProjects = await listFirstProjects(db, companyId, ids);
  const invitations = await latestInvitations(db, companyId, ids);
  const withPassword = await usersWithPassword(db, companyId, ids);
  const projectOf = new Map(firstProjects.map((p) => [p.customerId, p]));
  const invitationOf = new Map(invitations.map((i) => [i.userId, i]));
  const steps = await onboardingStepsFor(db, companyId, customers, projectOf);
  const now = new Date();
  return customers.map((c) => {
    const project = projectOf.get(c.id);
    return {
      id: c.id,
      name: c.name,
      email: c.email,
      projectId: project?.id ?? null,
      projectName: project?.name ?? null,
      projectStage: project?.stage ?? null,
      balanceDuePence: project?.balanceDuePence ?? 0,
      invitation: invitationState(withPassword.has(c.id), invitationOf.get(c.id), now),
      onboarding: steps.get(c.id)!,
      createdAt: c.createdAt.toISOString(),
    };
  });
}

/** Active once they can sign in; otherwise their newest link is waiting or has lapsed (or was never sent). */
function invitationState(hasPassword: boolean, latest: { expiresAt: Date; acceptedAt: Date | null } | undefined, now: Date): InvitationState {
  if (hasPassword) return 'active';
  return latest && !latest.acceptedAt && latest.expiresAt > now ? 'invited' : 'expired';
}

/** Staff: one page of the company's customers by name, narrowed by `q`. */
export async function listCustomers(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, search: CustomerSearch): Promise<CustomerPage> {
  requirePermission(actorOrNull, 'customers:manage');
  const q = search.q || undefined;
  const total = await countCompanyCustomers(db, tenant.id, q);
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMER_LIST_LIMIT));
  // A page past the end (the list shrank since it was loaded) reads as the last one.
  const page = Math.min(search.page, pageCount);
  const customers = await listCompanyCustomers(db, tenant.id, q, { limit: CUSTOMER_LIST_LIMIT, offset: (page - 1) * CUSTOMER_LIST_LIMIT });
  return { customers: await toRows(db, tenant.id, customers), page, pageCount, total };
}

function duplicateEmail(email: string): AppError {
  return new AppError('CONFLICT', `Someone already has an account with ${email}. Each person needs their own email address.`, {
    email: ['This email address already has an account'],
  });
}

/**
 * Staff: a new customer with a project (the default checklist, at Contract & Deposit), an
 * invitation and its email, all in one transaction: a failure leaves no half-made customer,
 * and no email goes out for one that was not made. An email is unique within the company
 * (docs/decisions/0008): another company's account with the same address is another account,
 * and nothing here says whether one exists.
 * Given a transaction (converting a lead), the customer's transaction becomes a savepoint in it.
 */
export async function createCustomer(db: Database | Transaction, actorOrNull: Actor | null, tenant: CompanyRow, input: CreateCustomer, portalUrl: string): Promise<CreatedCustomer> {
  const actor = requirePermission(actorOrNull, 'customers:manage');
  const email = input.email.toLowerCase();
  if (await findUserByEmail(db, tenant.id, email)) throw duplicateEmail(email);
  try {
    return await db.transaction(async (tx) => {
      // No credential account: nobody can sign in as them until they choose a password.
      const user = await insertCustomer(tx, { id: `user-${randomUUID()}`, name: input.name, email, companyId: tenant.id, isFirstLogin: true, emailVerified: false });
      const project = await insertProjectRow(tx, {
        id: `proj-${randomUUID().replaceAll('-', '').slice(0, 12)}`,
        companyId: tenant.id,
        customerId: user.id,
        name: input.projectName ?? NEW_PROJECT_NAME,
        stage: 'contract_deposit',
        specification: UNCONFIRMED_SPECIFICATION,
      });
      await applyChecklistTemplate(tx, { companyId: tenant.id, projectId: project.id });
      const invitation = await issueInvitation(tx, { tenant, invitee: { ...user, role: 'customer' }, createdBy: actor.userId, portalUrl });
      await recordActivity(tx, {
        companyId: tenant.id,
        projectId: project.id,
        actorId: actor.userId,
        // Staff only: it names the invitation.
        type: 'customer_created',
        description: `New customer ${input.name}: project started at ${STAGE_STEPS.contract_deposit.title}, invitation sent to ${email}`,
        isPublic: false,
      });
      const [row] = await toRows(tx, tenant.id, [user]);
      return { customer: row!, invitationExpiresAt: invitation.expiresAt.toISOString() };
    });
  } catch (error) {
    // Two staff adding the same person at once: the other request made them.
    if (isUniqueViolation(error)) throw duplicateEmail(email);
    throw error;
  }
}

/** Staff: a fresh link for a customer who has not set a password; any earlier link stops working. */
export async function resendInvitation(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, customerId: string, portalUrl: string): Promise<InvitationSent> {
  const actor = requirePermission(actorOrNull, 'customers:manage');
  return db.transaction(async (tx) => {
    const customer = await findCompanyCustomer(tx, tenant.id, customerId);
    if (!customer) throw new AppError('NOT_FOUND', 'Customer not found.');
    // A link sets the password, so it must never replace one they chose.
    if ((await usersWithPassword(tx, tenant.id, [customer.id])).has(customer.id)) {
      throw new AppError('CONFLICT', `${customer.name} has already set a password and can sign in.`);
    }
    const invitation = await issueInvitation(tx, { tenant, invitee: customer, createdBy: actor.userId, portalUrl });
    return { email: customer.email, expiresAt: invitation.expiresAt.toISOString() };
  });
}
