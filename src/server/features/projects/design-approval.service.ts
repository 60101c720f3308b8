import { PROJECT_STAGES, STAGE_STEPS } from '../../../shared/constants/stages';
import { AppError } from '../../../shared/errors';
import type { DesignDecision, DesignDecisionRecord } from '../../../shared/schemas/design-approval';
import type { Project } from '../../../shared/schemas/projects';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { insertDesignDecision, listProjectDesignDecisions, lockProject, updateProject } from './projects.queries';
import { requireVisibleProject, toProject } from './projects.service';

const NEXT_STAGE = PROJECT_STAGES[PROJECT_STAGES.indexOf('design_confirmation') + 1]!;

/**
 * Only the project's customer answers, and only at design confirmation. Approval
 * moves the build to the next stage; a change request is kept for the team.
 */
export async function decideDesign(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, input: DesignDecision): Promise<Project> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  requirePermission(actor, 'design:approve', 'Only the customer approves their design.');
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, tenant.id, projectId);
    if (current!.stage !== 'design_confirmation') throw new AppError('CONFLICT', 'The design is not waiting for your approval.');
    await insertDesignDecision(tx, { companyId: tenant.id, projectId, customerId: actor.userId, decision: input.decision, comment: input.comment || null });
    if (input.decision === 'request_changes') {
      await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'design_changes_requested', description: `Design changes requested: ${input.comment}`, isPublic: true });
      return toProject(current!);
    }
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'design_approved', description: `Design approved; next: ${STAGE_STEPS[NEXT_STAGE].title}`, isPublic: true });
    const updated = await updateProject(tx, tenant.id, projectId, { stage: NEXT_STAGE });
    // The move is an event of its own: the feed shows stage changes whatever caused them, not only approvals.
    const { step, title } = STAGE_STEPS[NEXT_STAGE];
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'stage_changed', description: `Stage changed to ${title} (step ${step} of ${PROJECT_STAGES.length})`, isPublic: true });
    return toProject(updated!);
  });
}

/** The customer's approvals and change requests, newest first: the team works from these. */
export async function listDesignDecisions(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<DesignDecisionRecord[]> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  const rows = await listProjectDesignDecisions(db, tenant.id, projectId, 50);
  return rows.map(({ row, customerName }) => ({
    id: row.id,
    decision: row.decision,
    comment: row.comment,
    customerName,
    createdAt: row.createdAt.toISOString(),
  }));
}
