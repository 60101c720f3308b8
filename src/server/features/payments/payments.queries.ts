import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StoredPaymentStatus } from '../../../shared/constants/payments';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentEvents, paymentItems, type PaymentItemRow } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** A project's schedule in order: due date, then position. */
export function listProjectPaymentItems(db: Db, companyId: string, projectId: string): Promise<PaymentItemRow[]> {
  return db
    .select()
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.projectId, projectId)))
    .orderBy(sql`${paymentItems.dueDate} asc nulls last`, asc(paymentItems.position));
}

/** The item and who owns its project, for authorisation. */
export async function findPaymentWithOwner(db: Db, companyId: string, paymentId: string) {
  const [row] = await db
    .select({ item: paymentItems, customerId: projects.customerId })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, paymentId)));
  return row;
}

/** Changes the status only if it is still one of `from`: concurrent duplicates change it once. */
export async function updatePaymentStatusIf(
  db: Db,
  input: { companyId: string; paymentId: string; from: StoredPaymentStatus[]; set: Partial<typeof paymentItems.$inferInsert> },
): Promise<PaymentItemRow | undefined> {
  const [row] = await db
    .update(paymentItems)
    .set({ ...input.set, updatedAt: new Date() })
    .where(and(eq(paymentItems.companyId, input.companyId), eq(paymentItems.id, input.paymentId), inArray(paymentItems.status, input.from)))
    .returning();
  return row;
}

export async function insertPaymentEvent(db: Db, event: typeof paymentEvents.$inferInsert) {
  await db.insert(paymentEvents).values(event);
}

/** The latest customer confirmation and staff rejection of each of these items. */
export async function latestEvents(db: Db, companyId: string, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectDistinctOn([paymentEvents.paymentId, paymentEvents.kind], {
      paymentId: paymentEvents.paymentId,
      kind: paymentEvents.kind,
      reference: paymentEvents.reference,
      amountPence: paymentEvents.amountPence,
      transferDate: paymentEvents.transferDate,
      reason: paymentEvents.reason,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.companyId, companyId), inArray(paymentEvents.paymentId, paymentIds)))
    .orderBy(paymentEvents.paymentId, paymentEvents.kind, desc(paymentEvents.createdAt));
}

export function listTenantPayments(db: Db, companyId: string, statuses: StoredPaymentStatus[] | null) {
  const conditions = [eq(paymentItems.companyId, companyId)];
  if (statuses) conditions.push(inArray(paymentItems.status, statuses));
  return db
    .select({ item: paymentItems, projectName: projects.name, customerName: users.name })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(...conditions))
    // Transfers waiting for a check come first: they are the staff's work; then by due date.
    .orderBy(sql`(${paymentItems.status} = 'pending_verification') desc`, sql`${paymentItems.dueDate} asc nulls last`, asc(paymentItems.position))
    .limit(500);
}

/** What a receipt or invoice prints about an item. */
export async function findPaymentForDocument(db: Db, companyId: string, paymentId: string) {
  const [row] = await db
    .select({ item: paymentItems, projectName: projects.name, customerId: projects.customerId, customerName: users.name, customerEmail: users.email })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, paymentId)));
  return row;
}
