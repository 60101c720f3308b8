import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { aftercarePhotos, aftercareReplies, aftercareRequests, type AftercarePhotoRow, type AftercareRequestRow } from '../../db/schema/aftercare';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { siteVisits } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { teams } from '../../db/schema/teams';

type Db = Database | Transaction;

export interface AftercareListRow {
  request: AftercareRequestRow;
  customerName: string;
  visit: { id: string; date: string; slot: 'all_day' | 'morning' | 'afternoon'; teamName: string | null } | null;
}

function selectRequests(db: Db) {
  return db
    .select({
      request: aftercareRequests,
      customerName: users.name,
      visitId: siteVisits.id,
      visitDate: siteVisits.date,
      visitSlot: siteVisits.slot,
      teamName: teams.name,
    })
    .from(aftercareRequests)
    .innerJoin(users, eq(users.id, aftercareRequests.customerId))
    .leftJoin(siteVisits, and(eq(siteVisits.companyId, aftercareRequests.companyId), eq(siteVisits.id, aftercareRequests.siteVisitId)))
    .leftJoin(teams, eq(teams.id, siteVisits.teamId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const toRow = (r: Selected): AftercareListRow => ({
  request: r.request,
  customerName: r.customerName,
  visit: r.visitId && r.visitDate && r.visitSlot ? { id: r.visitId, date: r.visitDate, slot: r.visitSlot, teamName: r.teamName } : null,
});

/** A project's requests, newest first. */
export async function findProjectRequests(db: Db, companyId: string, projectId: string): Promise<AftercareListRow[]> {
  const rows = await selectRequests(db)
    .where(and(eq(aftercareRequests.companyId, companyId), eq(aftercareRequests.projectId, projectId)))
    .orderBy(desc(aftercareRequests.createdAt));
  return rows.map(toRow);
}

export async function findRequest(db: Db, companyId: string, id: string): Promise<AftercareListRow | undefined> {
  const [row] = await selectRequests(db).where(and(eq(aftercareRequests.companyId, companyId), eq(aftercareRequests.id, id)));
  return row ? toRow(row) : undefined;
}

/** The request's row, locked until the transaction ends, so two changes to it happen one after the other. */
export async function lockRequest(tx: Transaction, companyId: string, id: string): Promise<AftercareRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(aftercareRequests)
    .where(and(eq(aftercareRequests.companyId, companyId), eq(aftercareRequests.id, id)))
    .for('update');
  return row;
}

export async function findReplies(db: Db, companyId: string, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ id: aftercareReplies.id, requestId: aftercareReplies.requestId, authorName: users.name, content: aftercareReplies.content, createdAt: aftercareReplies.createdAt })
    .from(aftercareReplies)
    .innerJoin(users, eq(users.id, aftercareReplies.authorId))
    .where(and(eq(aftercareReplies.companyId, companyId), inArray(aftercareReplies.requestId, requestIds)))
    .orderBy(asc(aftercareReplies.createdAt));
}

export async function insertRequest(tx: Db, values: typeof aftercareRequests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(aftercareRequests).values(values).returning({ id: aftercareRequests.id });
  return row!.id;
}

export async function updateRequest(tx: Db, companyId: string, id: string, change: Partial<typeof aftercareRequests.$inferInsert>): Promise<void> {
  await tx
    .update(aftercareRequests)
    .set({ ...change, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(aftercareRequests.companyId, companyId), eq(aftercareRequests.id, id)));
}

export async function insertReply(tx: Db, values: typeof aftercareReplies.$inferInsert): Promise<void> {
  await tx.insert(aftercareReplies).values(values);
}

/** The project's stage, completion day, install date, address and customer, or undefined. */
export async function findProjectForAftercare(db: Db, companyId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, customerId: projects.customerId, stage: projects.stage, completedOn: projects.completedOn, installDate: projects.installDate, siteAddress: projects.siteAddress })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
  return row;
}

/** Sets one key of the company's settings object to a JSON value, leaving the others as they are. */
export async function saveCompanyJsonSetting(db: Db, companyId: string, key: string, value: unknown): Promise<void> {
  await db
    .update(companies)
    .set({ settings: sql`${companies.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)` })
    .where(eq(companies.id, companyId));
}

/** The requests' photos, each request's in the order attached. */
export async function findPhotos(db: Db, companyId: string, requestIds: string[]): Promise<AftercarePhotoRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(aftercarePhotos)
    .where(and(eq(aftercarePhotos.companyId, companyId), inArray(aftercarePhotos.requestId, requestIds)))
    .orderBy(asc(aftercarePhotos.requestId), asc(aftercarePhotos.position));
}

export async function insertPhotos(db: Db, values: (typeof aftercarePhotos.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(aftercarePhotos).values(values);
}
