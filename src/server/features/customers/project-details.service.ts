import { PROJECT_STAGES, STAGE_STEPS } from '../../../shared/constants/stages';
import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { ProjectDetails, UpdateProjectDetails } from '../../../shared/schemas/customers';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { ProjectRow } from '../../db/schema/projects';
import { recordActivity } from '../activity/activity.service';
import { recordSiteAndBuildingChanges } from '../activity/project-detail-activity.service';
import { findProject, lockProject, updateProject } from '../projects/projects.queries';

function toDetails(row: ProjectRow): ProjectDetails {
  return {
    id: row.id,
    name: row.name,
    stage: row.stage,
    startDate: row.startDate,
    estimatedCompletion: row.estimatedCompletion,
    productType: row.productType,
    siteAddress: row.siteAddress,
    specification: row.specification,
    detailsConfirmedAt: row.detailsConfirmedAt?.toISOString() ?? null,
  };
}

/** Staff: what the project page's edit form starts from. */
export async function getProjectDetails(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectDetails> {
  requirePermission(actor, 'projects:manage');
  const row = await findProject(db, tenant.id, projectId);
  if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
  return toDetails(row);
}

/**
 * Staff change a project's details, at any stage: after the customer has confirmed the site
 * address and building, staff alone may change them. The row is locked while it changes, so a
 * stage change is recorded once, from the stage it really left, and a new address or building
 * with the value it really replaced; the customer sees both in their activity.
 */
export async function updateProjectDetails(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, input: UpdateProjectDetails): Promise<ProjectDetails> {
  const actor = requirePermission(actorOrNull, 'projects:manage');
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, tenant.id, projectId);
    if (!current) throw new AppError('NOT_FOUND', 'Project not found.');
    const start = input.startDate !== undefined ? input.startDate : current.startDate;
    const end = input.estimatedCompletion !== undefined ? input.estimatedCompletion : current.estimatedCompletion;
    if (start && end && end < start) {
      throw new AppError('VALIDATION_FAILED', 'Some of the information sent is not valid.', { estimatedCompletion: ['The estimated completion cannot be before the start date'] });
    }
    const siteAddress = input.siteAddress === '' ? null : input.siteAddress;
    // Guarantees run from the day a project reaches its last stage; moved back, it is not complete yet.
    const completion = input.stage && input.stage !== current.stage ? { completedOn: input.stage === 'completed' ? todayInLondon() : null } : {};
    const updated = await updateProject(tx, tenant.id, projectId, { ...input, siteAddress, ...completion });
    if (input.stage && input.stage !== current.stage) {
      const { step, title } = STAGE_STEPS[input.stage];
      await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'stage_changed', description: `Stage changed to ${title} (step ${step} of ${PROJECT_STAGES.length})`, isPublic: true });
    }
    await recordSiteAndBuildingChanges(tx, { companyId: tenant.id, projectId, actorId: actor.userId, before: current, after: { siteAddress, productType: input.productType } });
    return toDetails(updated!);
  });
}
