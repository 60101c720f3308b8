import type { TimeSlot } from '../../../shared/constants/operations';
import { londonDateOf } from '../../../shared/dates';
import type { ConflictQuery, DateRange, ScheduleEvent, TeamBooking } from '../../../shared/schemas/scheduling';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { bookingFilters, listBookings } from '../availability/availability.queries';
import { londonDayBounds } from '../../lib/london-time';
import { requireCompanyTeam } from '../teams/teams.service';
import { listInstallations } from './schedule.queries';
import { listSiteVisits } from './site-visits.queries';
import { findTeamBookings } from './team-conflicts.queries';

const SLOT_ORDER: Record<TimeSlot, number> = { all_day: 0, morning: 1, afternoon: 2 };

const EMPTY = { slot: null, startsAt: null, durationMinutes: null, teamId: null, teamName: null, location: null, notes: null, installStatus: null, staffName: null, topic: null };

/**
 * Everything on the calendar between two London days: installations (from their projects),
 * surveys and deliveries, and booked calls. One list, so the month view needs one request.
 */
export async function getSchedule(db: Database, actor: Actor | null, tenant: CompanyRow, range: DateRange): Promise<ScheduleEvent[]> {
  requirePermission(actor, 'schedule:manage');
  const { start, end } = londonDayBounds(range.from, range.to);
  const [installs, visits, calls] = await Promise.all([
    listInstallations(db, tenant.id, range),
    listSiteVisits(db, tenant.id, range),
    listBookings(db, tenant.id, bookingFilters.startsBetween(start, end)),
  ]);
  const events: ScheduleEvent[] = [
    ...installs.map((i) => ({
      ...EMPTY,
      id: `installation:${i.projectId}`,
      kind: 'installation' as const,
      date: i.date!,
      slot: i.slot,
      projectId: i.projectId,
      projectName: i.projectName,
      customerName: i.customerName,
      teamId: i.teamId,
      teamName: i.teamName,
      location: i.location,
      installStatus: i.installStatus,
    })),
    ...visits.map((v) => ({
      ...EMPTY,
      id: `${v.kind}:${v.id}`,
      kind: v.kind,
      date: v.date,
      slot: v.slot,
      projectId: v.projectId,
      projectName: v.projectName,
      customerName: v.customerName,
      teamId: v.teamId,
      teamName: v.teamName,
      location: v.location,
      notes: v.notes,
    })),
    ...calls.map((c) => ({
      ...EMPTY,
      id: `${c.kind}:${c.id}`,
      kind: c.kind,
      date: londonDateOf(c.startsAt),
      startsAt: c.startsAt.toISOString(),
      durationMinutes: c.durationMinutes,
      projectId: c.projectId,
      projectName: c.projectName,
      customerName: c.customerName ?? c.leadName,
      staffName: c.staffName,
      topic: c.topic,
    })),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b) || (a.startsAt ?? '').localeCompare(b.startsAt ?? ''));
}

/** Day-long work first, then mornings, afternoons, and calls by their time. */
function order(event: ScheduleEvent): number {
  return event.slot ? SLOT_ORDER[event.slot] : 3;
}

/** What a team already has that day, to warn before saving a booking for it. */
export async function getTeamConflicts(db: Database, actor: Actor | null, tenant: CompanyRow, query: ConflictQuery): Promise<TeamBooking[]> {
  requirePermission(actor, 'schedule:manage');
  await requireCompanyTeam(db, tenant, query.teamId);
  return findTeamBookings(db, tenant.id, { teamId: query.teamId, date: query.date, ignoreProjectInstall: query.ignoreProject, ignoreVisitId: query.ignoreVisit });
}
