import { AppError } from '../../../shared/errors';
import type { ConfirmDetails, OnboardingOverview, OnboardingProject, OnboardingState, OnboardingSteps } from '../../../shared/schemas/onboarding';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { recordSiteAndBuildingChanges } from '../activity/project-detail-activity.service';
import { findProject, listFirstProjects } from '../projects/projects.queries';
import { findCustomerProjectId } from '../users/users.queries';
import {
  findUserDetails,
  hasSameNote,
  insertPublicNote,
  listRecentCustomers,
  lockOnboardingProject,
  updateOnboardingProject,
  updateUserDetails,
  usersWhoAcceptedInvitations,
  usersWithUploads,
} from './onboarding.queries';

/** The workflow dialog shows this many of the newest customers. */
export const ONBOARDING_OVERVIEW_LIMIT = 10;

/**
 * The spec's four steps for each customer, from facts the database already keeps: an
 * accepted invitation (or a finished first sign-in), the project's confirmed details, and
 * any file they uploaded. Three queries whatever the number of customers.
 */
export async function onboardingStepsFor(
  db: Database | Transaction,
  companyId: string,
  customers: { id: string; isFirstLogin: boolean }[],
  firstProjects: Map<string, { detailsConfirmedAt: Date | null }>,
): Promise<Map<string, OnboardingSteps>> {
  const ids = customers.map((c) => c.id);
  const accepted = await usersWhoAcceptedInvitations(db, companyId, ids);
  const uploaded = await usersWithUploads(db, companyId, ids);
  return new Map(
    customers.map((c) => [
      c.id,
      {
        created: true,
        firstLogin: accepted.has(c.id) || !c.isFirstLogin,
        projectDetails: firstProjects.get(c.id)?.detailsConfirmedAt != null,
        fileUpload: uploaded.has(c.id),
      },
    ]),
  );
}

/** Staff: the newest customers and how far each has come (Customer Onboarding Workflow). */
export async function getOnboardingOverview(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<OnboardingOverview> {
  requirePermission(actor, 'customers:manage');
  const customers = await listRecentCustomers(db, tenant.id, ONBOARDING_OVERVIEW_LIMIT);
  const projects = new Map((await listFirstProjects(db, tenant.id, customers.map((c) => c.id))).map((p) => [p.customerId, p]));
  const steps = await onboardingStepsFor(db, tenant.id, customers, projects);
  return {
    customers: customers.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      projectId: projects.get(c.id)?.id ?? null,
      createdAt: c.createdAt.toISOString(),
      steps: steps.get(c.id)!,
    })),
  };
}

/** The signed-in person's onboarding: their details, their project, and which steps are done. */
export async function getOnboardingState(db: Database, actorOrNull: Actor | null, tenant: CompanyRow): Promise<OnboardingState> {
  const actor = requireActor(actorOrNull);
  const details = await findUserDetails(db, tenant.id, actor.userId);
  if (!details) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  // A customer has a project of their own; the team works on everyone's.
  const projectId = can(actor, 'records:read-any') ? null : await findCustomerProjectId(db, tenant.id, actor.userId);
  const project = projectId ? await findProject(db, tenant.id, projectId) : undefined;
  const uploaded = await usersWithUploads(db, tenant.id, [actor.userId]);
  return {
    name: details.name,
    email: details.email,
    phone: details.phone,
    companyName: tenant.name,
    project: project
      ? { id: project.id, name: project.name, siteAddress: project.siteAddress, productType: project.productType, detailsConfirmedAt: project.detailsConfirmedAt?.toISOString() ?? null }
      : null,
    steps: { details: details.phone !== null, project: project?.detailsConfirmedAt != null, upload: uploaded.has(actor.userId) },
  };
}

/** Step 1: the name the team addresses them by and a number to call. */
export async function confirmDetails(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: ConfirmDetails): Promise<OnboardingState> {
  const actor = requireActor(actorOrNull);
  await updateUserDetails(db, { companyId: tenant.id, userId: actor.userId, name: input.name, phone: input.phone });
  return getOnboardingState(db, { ...actor, name: input.name }, tenant);
}

/** What a customer hears who tries to change their site or building after confirming them. */
export const DETAILS_CONFIRMED_MESSAGE = "Your project's details are confirmed. Ask the team to change the site address or building type.";

/**
 * Step 2, customers only, on their own project: the site address and the building, marking
 * the details confirmed. Access notes become a public note, where the team already reads
 * what the customer tells them (the specification describes the building, not the site).
 *
 * Only while onboarding: once the details are confirmed the survey, the design and the price
 * rest on them, and only staff change them (on the project page). The same details sent again
 * (a retried request) are accepted and change nothing; different ones are refused with 409.
 * Each change lands in the project's activity with its old and new value.
 */
export async function confirmProject(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: OnboardingProject): Promise<OnboardingState> {
  const actor = requirePermission(actorOrNull, 'onboarding:confirm-project');
  const projectId = await findCustomerProjectId(db, tenant.id, actor.userId);
  if (!projectId) throw new AppError('NOT_FOUND', 'You have no project yet. The team will set it up for you.');
  await db.transaction(async (tx) => {
    const current = await lockOnboardingProject(tx, tenant.id, projectId);
    if (!current) throw new AppError('NOT_FOUND', 'You have no project yet. The team will set it up for you.');
    const unchanged = current.siteAddress === input.siteAddress && current.productType === input.productType;
    if (current.detailsConfirmedAt && !unchanged) throw new AppError('CONFLICT', DETAILS_CONFIRMED_MESSAGE);
    if (!current.detailsConfirmedAt) {
      await updateOnboardingProject(tx, { companyId: tenant.id, projectId, siteAddress: input.siteAddress, productType: input.productType, now: new Date() });
      await recordSiteAndBuildingChanges(tx, { companyId: tenant.id, projectId, actorId: actor.userId, before: current, after: input });
    }
    if (!input.accessNotes) return;
    const content = `Site access: ${input.accessNotes}`;
    const note = { companyId: tenant.id, projectId, authorId: actor.userId, content };
    if (await hasSameNote(tx, note)) return;
    const { id } = await insertPublicNote(tx, note);
    const preview = content.length > 80 ? `${content.slice(0, 77)}...` : content;
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'note_added', description: `Note added: ${preview}`, isPublic: true, subjectId: id });
  });
  return getOnboardingState(db, actor, tenant);
}
