import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { VISIT_KIND_LABELS } from '../../../shared/constants/operations';
import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { DateRange, SiteVisit, SiteVisitResult, SiteVisitUpdate, zSiteVisitInput } from '../../../shared/schemas/scheduling';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { requireCompanyTeam } from '../teams/teams.service';
import { deleteSiteVisit, findCompanyProject, findSiteVisit, insertSiteVisit, listSiteVisits, updateSiteVisit, type SiteVisitChange } from './site-visits.queries';
import { findTeamBookings } from './team-conflicts.queries';

type NewVisit = z.output<typeof zSiteVisitInput>;

const PAST_DATE = 'Choose today or a later date.';

export async function listVisits(db: Database, actor: Actor | null, tenant: CompanyRow, range: DateRange): Promise<SiteVisit[]> {
  requirePermission(actor, 'schedule:manage');
  return listSiteVisits(db, tenant.id, range);
}

/**
 * Books a survey or delivery. The team's other bookings that day come back as a warning:
 * staff were shown them before saving and chose to go ahead (a crew can fit two short jobs).
 */
export async function createVisit(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: NewVisit): Promise<SiteVisitResult> {
  const actor = requirePermission(actorOrNull, 'schedule:manage');
  const project = await findCompanyProject(db, tenant.id, input.projectId);
  if (!project) throw new AppError('VALIDATION_FAILED', 'Choose one of your projects.', { projectId: ['Choose one of your projects.'] });
  if (input.teamId) await requireCompanyTeam(db, tenant, input.teamId);
  // A booking in the past is almost always a mistyped year; edits of past visits are still allowed.
  if (input.date < todayInLondon()) throw new AppError('VALIDATION_FAILED', PAST_DATE, { date: [PAST_DATE] });
  const id = await db.transaction(async (tx) => {
    const visitId = await insertSiteVisit(tx, {
      companyId: tenant.id,
      projectId: project.id,
      kind: input.kind,
      date: input.date,
      slot: input.slot,
      teamId: input.teamId ?? null,
      location: input.location || project.siteAddress,
      notes: input.notes || null,
      createdBy: actor.userId,
    });
    // The customer sees it on their project's activity: a visit is news for them too.
    await recordActivity(tx, {
      companyId: tenant.id,
      projectId: project.id,
      actorId: actor.userId,
      type: 'visit_scheduled',
      description: `${VISIT_KIND_LABELS[input.kind]} booked for ${format(parseISO(input.date), 'EEE d MMM yyyy', { locale: enGB })}`,
      isPublic: true,
      subjectId: visitId,
    });
    return visitId;
  });
  return withConflicts(db, tenant, id);
}

export async function changeVisit(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, input: SiteVisitUpdate): Promise<SiteVisitResult> {
  requirePermission(actor, 'schedule:manage');
  const current = await findSiteVisit(db, tenant.id, id);
  if (!current) throw new AppError('NOT_FOUND', 'Visit not found.');
  if (input.teamId) await requireCompanyTeam(db, tenant, input.teamId);
  if (input.date && input.date !== current.date && input.date < todayInLondon()) throw new AppError('VALIDATION_FAILED', PAST_DATE, { date: [PAST_DATE] });
  const change: SiteVisitChange = {};
  if (input.kind) change.kind = input.kind;
  if (input.date) change.date = input.date;
  if (input.slot) change.slot = input.slot;
  if (input.teamId !== undefined) change.teamId = input.teamId;
  if (input.location !== undefined) change.location = input.location || null;
  if (input.notes !== undefined) change.notes = input.notes || null;
  // Deleted by someone else between the read and the write: still "not found".
  if (!(await updateSiteVisit(db, tenant.id, id, change))) throw new AppError('NOT_FOUND', 'Visit not found.');
  return withConflicts(db, tenant, id);
}

export async function removeVisit(db: Database, actor: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  requirePermission(actor, 'schedule:manage');
  if (!(await deleteSiteVisit(db, tenant.id, id))) throw new AppError('NOT_FOUND', 'Visit not found.');
}

async function withConflicts(db: Database, tenant: CompanyRow, id: string): Promise<SiteVisitResult> {
  const visit = await findSiteVisit(db, tenant.id, id);
  if (!visit) throw new AppError('NOT_FOUND', 'Visit not found.');
  const conflicts = visit.teamId ? await findTeamBookings(db, tenant.id, { teamId: visit.teamId, date: visit.date, ignoreVisitId: visit.id }) : [];
  return { visit, conflicts };
}
