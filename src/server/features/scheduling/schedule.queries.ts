import { and, asc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { projects } from '../../db/schema/projects';
import { teams } from '../../db/schema/teams';

/** Projects installing between two London days (both included) that are not finished. */
export function listInstallations(db: Database, companyId: string, range: { from: string; to: string }) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      customerName: users.name,
      date: projects.installDate,
      slot: projects.installSlot,
      teamId: projects.installTeamId,
      teamName: teams.name,
      location: projects.siteAddress,
      installStatus: projects.installStatus,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .leftJoin(teams, eq(teams.id, projects.installTeamId))
    .where(
      and(
        eq(projects.companyId, companyId),
        isNotNull(projects.installDate),
        gte(projects.installDate, range.from),
        lte(projects.installDate, range.to),
        ne(projects.stage, 'completed'),
      ),
    )
    .orderBy(asc(projects.installDate), asc(users.name));
}
