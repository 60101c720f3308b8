import { and, asc, count, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { INSTALLATION_STATUS_LABELS, INSTALLATION_STATUSES } from '../../../shared/constants/operations';
import type { InstallationSort, InstallationSortField } from '../../../shared/schemas/installations';
import type { Database, Transaction } from '../../db/client';
import { companyCount } from '../../db/company-counts';
import { users } from '../../db/schema/auth';
import { projectMilestones } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { teams } from '../../db/schema/teams';

type Db = Database | Transaction;

/** LIKE treats % and _ (and the escape \) as wildcards; a search for them means the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Installations still to do: booked (an install date, past ones too) on a project not yet completed. */
function pendingInstallations(companyId: string, search: string | undefined): SQL {
  const conditions = [eq(projects.companyId, companyId), ne(projects.stage, 'completed'), isNotNull(projects.installDate)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(projects.siteAddress, pattern), ilike(projects.name, pattern))!);
  }
  return and(...conditions)!;
}

const installationColumns = {
  projectId: projects.id,
  projectName: projects.name,
  customerName: users.name,
  productType: projects.productType,
  installDate: projects.installDate,
  installSlot: projects.installSlot,
  location: projects.siteAddress,
  teamId: teams.id,
  teamName: teams.name,
  status: projects.installStatus,
  stage: projects.stage,
};

export type InstallationRow = NonNullable<Awaited<ReturnType<typeof findInstallation>>>;

/** Statuses sort as people read them, by label (Confirmed, In Production, …), not by the enum's order. */
const statusRank = sql`case ${projects.installStatus} ${sql.join(
  [...INSTALLATION_STATUSES]
    .sort((a, b) => INSTALLATION_STATUS_LABELS[a].localeCompare(INSTALLATION_STATUS_LABELS[b]))
    .map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

const SORT_KEYS: Record<InstallationSortField, SQL> = {
  installDate: sql`${projects.installDate}`,
  // Case-blind, as people read an A–Z list (the database may collate by byte).
  customer: sql`lower(${users.name})`,
  status: statusRank,
  location: sql`lower(${projects.siteAddress})`,
};

function orderBy(sort: InstallationSort): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as InstallationSortField;
  const primary = descending ? sql`${SORT_KEYS[field]} desc nulls last` : sql`${SORT_KEYS[field]} asc nulls last`;
  // The date, the name and finally the id make the order total, so no row shows on two pages or on none.
  return [primary, asc(projects.installDate), asc(sql`lower(${users.name})`), asc(projects.id)];
}

export async function countInstallations(db: Database, companyId: string, search: string | undefined): Promise<number> {
  // Without a search, it is the count the database keeps as projects change.
  if (!search) return companyCount(db, companyId, 'projects:booked');
  const [row] = await db.select({ n: count() }).from(projects).innerJoin(users, eq(users.id, projects.customerId)).where(pendingInstallations(companyId, search));
  return row?.n ?? 0;
}

export function listInstallations(db: Db, companyId: string, filter: { search?: string; sort: InstallationSort }, page: { limit: number; offset: number }) {
  return db
    .select(installationColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .leftJoin(teams, eq(teams.id, projects.installTeamId))
    .where(pendingInstallations(companyId, filter.search))
    .orderBy(...orderBy(filter.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** A page of a search with the number of matches on every row (none when the page is past the end). */
export function searchInstallations(db: Db, companyId: string, filter: { search: string; sort: InstallationSort }, page: { limit: number; offset: number }) {
  return db
    .select({ ...installationColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .leftJoin(teams, eq(teams.id, projects.installTeamId))
    .where(pendingInstallations(companyId, filter.search))
    .orderBy(...orderBy(filter.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** One project's installation, booked or not (the PATCH answers with it). */
export async function findInstallation(db: Db, companyId: string, projectId: string) {
  const [row] = await db
    .select(installationColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .leftJoin(teams, eq(teams.id, projects.installTeamId))
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
  return row;
}

/** The project's installation fields, locked until the transaction ends, so two edits apply one after the other. */
export async function lockInstallation(tx: Transaction, companyId: string, projectId: string) {
  const [row] = await tx
    .select({ stage: projects.stage, installDate: projects.installDate, siteAddress: projects.siteAddress, productType: projects.productType })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .for('update');
  return row;
}

export async function updateInstallationFields(
  tx: Transaction,
  companyId: string,
  projectId: string,
  change: Partial<Pick<typeof projects.$inferInsert, 'installDate' | 'installSlot' | 'installTeamId' | 'siteAddress' | 'installStatus'>>,
) {
  await tx
    .update(projects)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
}

/** Open milestones dated on the old install day are the installation: they move with it. */
export async function moveInstallMilestones(tx: Transaction, companyId: string, projectId: string, from: string, to: string) {
  await tx
    .update(projectMilestones)
    .set({ date: to })
    .where(and(eq(projectMilestones.companyId, companyId), eq(projectMilestones.projectId, projectId), eq(projectMilestones.date, from), eq(projectMilestones.completed, false)));
}
