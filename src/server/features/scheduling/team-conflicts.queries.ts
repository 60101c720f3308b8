import { and, eq, ne, sql } from 'drizzle-orm';
import type { TimeSlot, VisitKind } from '../../../shared/constants/operations';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { siteVisits } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

export interface TeamBooking {
  kind: 'installation' | VisitKind;
  projectId: string;
  customerName: string;
  date: string;
  slot: TimeSlot;
  /** The site visit's id; null for an installation (it lives on its project). */
  visitId: string | null;
}

/**
 * What a team already has on a day: installations (on their projects) and site visits.
 * A warning, not a refusal: a crew can fit a survey around a short job, and staff decide.
 */
export async function findTeamBookings(
  db: Database | Transaction,
  companyId: string,
  input: { teamId: string; date: string; ignoreProjectInstall?: string; ignoreVisitId?: string },
): Promise<TeamBooking[]> {
  const installs = await db
    .select({ projectId: projects.id, customerName: users.name, date: projects.installDate, slot: projects.installSlot })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.installTeamId, input.teamId),
        eq(projects.installDate, input.date),
        ne(projects.stage, 'completed'),
        input.ignoreProjectInstall ? ne(projects.id, input.ignoreProjectInstall) : undefined,
      ),
    );
  const visits = await db
    .select({ visitId: siteVisits.id, kind: siteVisits.kind, projectId: siteVisits.projectId, customerName: users.name, date: siteVisits.date, slot: siteVisits.slot })
    .from(siteVisits)
    .innerJoin(projects, eq(projects.id, siteVisits.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(
      and(
        eq(siteVisits.companyId, companyId),
        eq(siteVisits.teamId, input.teamId),
        eq(siteVisits.date, input.date),
        input.ignoreVisitId ? sql`${siteVisits.id} <> ${input.ignoreVisitId}` : undefined,
      ),
    );
  return [
    ...installs.map((row) => ({ kind: 'installation' as const, projectId: row.projectId, customerName: row.customerName, date: row.date!, slot: row.slot, visitId: null })),
    ...visits.map((row) => ({ kind: row.kind, projectId: row.projectId, customerName: row.customerName, date: row.date, slot: row.slot, visitId: row.visitId })),
  ];
}
