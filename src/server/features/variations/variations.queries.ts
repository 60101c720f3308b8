import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { storedFiles } from '../../db/schema/files';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { variationAttachments, variationEvents, variations, type VariationEventRow, type VariationRow } from '../../db/schema/variations';

type Db = Database | Transaction;

const withProposer = { variation: variations, proposedByName: users.name, customerId: projects.customerId, projectName: projects.name };

function selectVariations(db: Db) {
  return db
    .select(withProposer)
    .from(variations)
    .innerJoin(users, and(eq(users.companyId, variations.companyId), eq(users.id, variations.proposedBy)))
    .innerJoin(projects, and(eq(projects.companyId, variations.companyId), eq(projects.id, variations.projectId)));
}

/** A project's variations, newest first. */
export function listProjectVariations(db: Db, companyId: string, projectId: string) {
  return selectVariations(db)
    .where(and(eq(variations.companyId, companyId), eq(variations.projectId, projectId)))
    .orderBy(desc(variations.createdAt), desc(variations.id));
}

/** A variation with its proposer's name and its project's customer; with `lock`, its row held until the transaction ends. */
export async function findVariation(db: Db, companyId: string, id: string, options: { lock?: boolean } = {}) {
  const query = selectVariations(db).where(and(eq(variations.companyId, companyId), eq(variations.id, id)));
  const [row] = options.lock ? await query.for('update', { of: variations }) : await query;
  return row;
}

export async function insertVariation(db: Db, values: typeof variations.$inferInsert): Promise<VariationRow> {
  const [row] = await db.insert(variations).values(values).returning();
  return row!;
}

export type VariationChange = Partial<Omit<typeof variations.$inferInsert, 'id' | 'companyId' | 'projectId' | 'createdAt'>>;

/** Changes a variation only while it is still proposed: answers the row, or undefined when it was already answered. */
export async function updateProposedVariation(db: Db, companyId: string, id: string, change: VariationChange): Promise<VariationRow | undefined> {
  const [row] = await db
    .update(variations)
    .set(change)
    .where(and(eq(variations.companyId, companyId), eq(variations.id, id), eq(variations.status, 'proposed')))
    .returning();
  return row;
}

export async function setVariationHead(db: Db, companyId: string, id: string, lastEventHash: string): Promise<void> {
  await db.update(variations).set({ lastEventHash }).where(and(eq(variations.companyId, companyId), eq(variations.id, id)));
}

export async function findLastVariationEventHash(db: Db, companyId: string, variationId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: variationEvents.hash })
    .from(variationEvents)
    .where(and(eq(variationEvents.companyId, companyId), eq(variationEvents.variationId, variationId)))
    .orderBy(desc(variationEvents.seq))
    .limit(1);
  return row?.hash ?? null;
}

export async function insertVariationEvent(db: Db, values: Omit<typeof variationEvents.$inferInsert, 'seq'>): Promise<void> {
  await db.insert(variationEvents).values(values);
}

export function listVariationEvents(db: Db, companyId: string, variationId: string): Promise<VariationEventRow[]> {
  return db
    .select()
    .from(variationEvents)
    .where(and(eq(variationEvents.companyId, companyId), eq(variationEvents.variationId, variationId)))
    .orderBy(asc(variationEvents.seq));
}

/** The project's schedule in order (due date, then position), its rows locked: the approval changes it. */
export function lockProjectSchedule(tx: Transaction, companyId: string, projectId: string) {
  return tx
    .select({ id: paymentItems.id, title: paymentItems.title, amountPence: paymentItems.amountPence, dueDate: paymentItems.dueDate, status: paymentItems.status })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.projectId, projectId)))
    .orderBy(sql`${paymentItems.dueDate} asc nulls last`, asc(paymentItems.position), asc(paymentItems.id))
    .for('update');
}

/** The variations' attachments with their files, in the order they were added. */
export function listVariationAttachments(db: Db, companyId: string, variationIds: string[]) {
  if (!variationIds.length) return Promise.resolve([]);
  return db
    .select({ variationId: variationAttachments.variationId, position: variationAttachments.position, sha256: variationAttachments.sha256, file: storedFiles })
    .from(variationAttachments)
    .innerJoin(storedFiles, and(eq(storedFiles.companyId, variationAttachments.companyId), eq(storedFiles.id, variationAttachments.fileId)))
    .where(and(eq(variationAttachments.companyId, companyId), inArray(variationAttachments.variationId, variationIds)))
    .orderBy(asc(variationAttachments.variationId), asc(variationAttachments.position));
}

export async function insertVariationAttachments(db: Db, values: (typeof variationAttachments.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(variationAttachments).values(values);
}
