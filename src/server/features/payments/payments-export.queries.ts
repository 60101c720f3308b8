import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { paymentEvents, paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

/**
 * Items paid between two instants (`from` included, `until` not), oldest first, with the
 * project and the customer who paid. `payment_date` is set when staff verify a transfer, mark an
 * item paid or confirm a statement match: the day the money was recorded as received.
 */
export function listPaidBetween(db: Database, companyId: string, from: Date, until: Date) {
  return db
    .select({
      id: paymentItems.id,
      title: paymentItems.title,
      amountPence: paymentItems.amountPence,
      paymentDate: paymentItems.paymentDate,
      projectId: projects.id,
      projectName: projects.name,
      customerName: users.name,
      // The reference the customer said they used for the transfer (their latest confirmation), if any.
      transferReference: sql<string | null>`(
        select nullif(e.reference, '') from ${paymentEvents} e
        where e.company_id = ${paymentItems.companyId} and e.payment_id = ${paymentItems.id} and e.kind = 'transfer_confirmed'
        order by e.created_at desc limit 1
      )`,
    })
    .from(paymentItems)
    .innerJoin(projects, and(eq(projects.companyId, paymentItems.companyId), eq(projects.id, paymentItems.projectId)))
    .innerJoin(users, and(eq(users.companyId, projects.companyId), eq(users.id, projects.customerId)))
    .where(
      and(
        eq(paymentItems.companyId, companyId),
        eq(paymentItems.status, 'paid'),
        gte(paymentItems.paymentDate, from),
        lt(paymentItems.paymentDate, until),
      ),
    )
    .orderBy(asc(paymentItems.paymentDate), asc(paymentItems.id));
}
export type PaidItemRow = Awaited<ReturnType<typeof listPaidBetween>>[number];
