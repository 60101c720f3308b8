import { formatCalendarDate, todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { Installation, InstallationsPage, InstallationsQuery, InstallationUpdated, UpdateInstallation } from '../../../shared/schemas/installations';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { recordSiteAndBuildingChanges } from '../activity/project-detail-activity.service';
import { findTeamBookings } from '../scheduling/team-conflicts.queries';
import { requireCompanyTeam } from '../teams/teams.service';
import {
  countInstallations,
  findInstallation,
  listInstallations,
  lockInstallation,
  searchInstallations,
  moveInstallMilestones,
  updateInstallationFields,
  type InstallationRow,
} from './installations.queries';

function toInstallation(row: InstallationRow): Installation {
  return {
    projectId: row.projectId,
    projectName: row.projectName,
    customerName: row.customerName,
    productType: row.productType,
    installDate: row.installDate,
    installSlot: row.installSlot,
    location: row.location,
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    status: row.status,
  };
}

/** Staff: one page of the installations still to do, past dates included (they are overdue, not done). */
export async function listPendingInstallations(db: Database, actor: Actor | null, tenant: CompanyRow, query: InstallationsQuery): Promise<InstallationsPage> {
  requirePermission(actor, 'projects:manage');
  const pageOf = (page: number) => ({ limit: query.pageSize, offset: (page - 1) * query.pageSize });
  // A search reads every project's text, so the page carries its total (one scan, not two); without one,
  // counting alone skips the customer join and the page comes off the install-date index.
  if (query.search) {
    const rows = await searchInstallations(db, tenant.id, { search: query.search, sort: query.sort }, pageOf(query.page));
    if (rows.length > 0) {
      const total = rows[0]!.total;
      return { items: rows.map(toInstallation), page: query.page, pageCount: Math.ceil(total / query.pageSize), total };
    }
  }
  const total = await countInstallations(db, tenant.id, query.search);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  // After a search narrows the list or an installation is completed, the page asked for may be gone: serve the new last page.
  const page = Math.min(query.page, pageCount);
  const rows = total === 0 ? [] : await listInstallations(db, tenant.id, query, pageOf(page));
  return { items: rows.map(toInstallation), page, pageCount, total };
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

const pastDate = () => new AppError('VALIDATION_FAILED', 'The install date cannot be in the past.', { installDate: ['The install date cannot be in the past.'] });
const goneTeam = () => new AppError('VALIDATION_FAILED', 'Choose one of your teams.', { teamId: ['Choose one of your teams.'] });

/**
 * Staff change an installation's date, slot, team, location or status. One transaction: a new
 * date moves the installation's open milestones and writes a public install_date_changed
 * activity, so the customer's feed and schedule agree with the table. The answer carries the
 * team's other bookings that day: a warning, not a refusal (a crew can fit a survey round a job).
 */
export async function updateInstallation(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  projectId: string,
  input: UpdateInstallation,
): Promise<InstallationUpdated> {
  const staff = requirePermission(actor, 'projects:manage');
  if (input.teamId) await requireCompanyTeam(db, tenant, input.teamId);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockInstallation(tx, tenant.id, projectId);
      if (!current) throw new AppError('NOT_FOUND', 'Project not found.');
      if (current.stage === 'completed') throw new AppError('CONFLICT', 'This project is complete: there is no installation to change.');
      const newDate = input.installDate !== undefined && input.installDate !== current.installDate ? input.installDate : null;
      // Only a move is checked: an overdue installation can still have its team or status changed.
      if (newDate && newDate < todayInLondon()) throw pastDate();

      await updateInstallationFields(tx, tenant.id, projectId, {
        installDate: input.installDate,
        installSlot: input.installSlot,
        installTeamId: input.teamId,
        siteAddress: input.location,
        installStatus: input.status,
      });
      // The location is the project's site address: a new one shows in the activity like any other change of it.
      await recordSiteAndBuildingChanges(tx, { companyId: tenant.id, projectId, actorId: staff.userId, before: current, after: { siteAddress: input.location } });
      if (newDate) {
        if (current.installDate) await moveInstallMilestones(tx, tenant.id, projectId, current.installDate, newDate);
        await recordActivity(tx, {
          companyId: tenant.id,
          projectId,
          actorId: staff.userId,
          type: 'install_date_changed',
          description: current.installDate ? `Install date moved from ${formatCalendarDate(current.installDate)} to ${formatCalendarDate(newDate)}` : `Install date set to ${formatCalendarDate(newDate)}`,
          isPublic: true,
        });
      }

      const row = (await findInstallation(tx, tenant.id, projectId))!;
      const conflicts =
        row.teamId && row.installDate ? await findTeamBookings(tx, tenant.id, { teamId: row.teamId, date: row.installDate, ignoreProjectInstall: projectId }) : [];
      return {
        installation: toInstallation(row),
        conflicts: conflicts.map(({ kind, projectId: other, customerName, date, slot }) => ({ kind, projectId: other, customerName, date, slot })),
      };
    });
  } catch (error) {
    // The team was removed between the check above and the update.
    if (isForeignKeyViolation(error)) throw goneTeam();
    throw error;
  }
}
