import type { Project, ProjectDetail } from '../../../shared/schemas/projects';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { canReadRecordOf } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { ProjectRow } from '../../db/schema/projects';
import { findProject, findProjectWithMilestones } from './projects.queries';

/**
 * Staff see every project of their company; a customer sees only their own.
 * Anything else reads as "not found", so ids of other projects leak nothing.
 */
export async function getProject(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectDetail> {
  const actor = requireActor(actorOrNull);
  const found = await findProjectWithMilestones(db, tenant.id, projectId);
  if (!found || !projectVisibleTo(actor, found.project.customerId)) {
    throw new AppError('NOT_FOUND', 'Project not found.');
  }
  return { ...toProject(found.project), milestones: found.milestones, customerName: found.customerName, delayNotice: found.delayNotice };
}

/** The project row if this caller may see it; otherwise "not found". */
export async function requireVisibleProject(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectRow> {
  const actor = requireActor(actorOrNull);
  const row = await findProject(db, tenant.id, projectId);
  if (!row || !projectVisibleTo(actor, row.customerId)) {
    throw new AppError('NOT_FOUND', 'Project not found.');
  }
  return row;
}

/** The ownership rule for anything that belongs to a project of the actor's company (files, diagrams). */
export function projectVisibleTo(actor: Actor, projectCustomerId: string): boolean {
  return canReadRecordOf(actor, projectCustomerId);
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    stage: row.stage,
    startDate: row.startDate,
    estimatedCompletion: row.estimatedCompletion,
    installDate: row.installDate,
    progress: row.progress,
    specification: row.specification,
    customerId: row.customerId,
  };
}
