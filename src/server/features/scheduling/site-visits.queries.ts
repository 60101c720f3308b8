import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { SiteVisit } from '../../../shared/schemas/scheduling';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { siteVisits } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { teams } from '../../db/schema/teams';

type Db = Database | Transaction;
export type NewSiteVisit = typeof siteVisits.$inferInsert;
export type SiteVisitChange = Partial<Pick<NewSiteVisit, 'kind' | 'date' | 'slot' | 'teamId' | 'location' | 'notes'>>;

const visitColumns = {
  id: siteVisits.id,
  projectId: siteVisits.projectId,
  projectName: projects.name,
  customerName: users.name,
  kind: siteVisits.kind,
  date: siteVisits.date,
  slot: siteVisits.slot,
  teamId: siteVisits.teamId,
  teamName: teams.name,
  location: siteVisits.location,
  notes: siteVisits.notes,
};

function selectVisits(db: Db) {
  return db
    .select(visitColumns)
    .from(siteVisits)
    .innerJoin(projects, eq(projects.id, siteVisits.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .leftJoin(teams, eq(teams.id, siteVisits.teamId));
}

export function listSiteVisits(db: Db, companyId: string, range: { from: string; to: string }): Promise<SiteVisit[]> {
  return selectVisits(db)
    .where(and(eq(siteVisits.companyId, companyId), gte(siteVisits.date, range.from), lte(siteVisits.date, range.to)))
    .orderBy(asc(siteVisits.date), asc(siteVisits.slot), asc(siteVisits.createdAt));
}

export async function findSiteVisit(db: Db, companyId: string, id: string): Promise<SiteVisit | undefined> {
  const [row] = await selectVisits(db).where(and(eq(siteVisits.companyId, companyId), eq(siteVisits.id, id)));
  return row;
}

export async function insertSiteVisit(db: Db, values: NewSiteVisit): Promise<string> {
  const [row] = await db.insert(siteVisits).values(values).returning({ id: siteVisits.id });
  return row!.id;
}

export async function updateSiteVisit(db: Db, companyId: string, id: string, change: SiteVisitChange): Promise<boolean> {
  const rows = await db
    .update(siteVisits)
    .set(change)
    .where(and(eq(siteVisits.companyId, companyId), eq(siteVisits.id, id)))
    .returning({ id: siteVisits.id });
  return rows.length > 0;
}

export async function deleteSiteVisit(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(siteVisits)
    .where(and(eq(siteVisits.companyId, companyId), eq(siteVisits.id, id)))
    .returning({ id: siteVisits.id });
  return rows.length > 0;
}

/** A project of this company, with the address a visit goes to by default. */
export async function findCompanyProject(db: Db, companyId: string, projectId: string): Promise<{ id: string; siteAddress: string | null } | undefined> {
  const [row] = await db
    .select({ id: projects.id, siteAddress: projects.siteAddress })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
  return row;
}
