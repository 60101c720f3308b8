import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema/operations';
import { paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';

/** Unpaid items summed by status and due date: a company's schedule folds to a few hundred rows at most. */
export async function sumUnpaidByDueDate(db: Database, companyId: string) {
  const rows = await db
    .select({ status: paymentItems.status, dueDate: paymentItems.dueDate, pence: sum(paymentItems.amountPence).mapWith(Number), count: count() })
    .from(paymentItems)
    .where(and(eq(paymentItems.companyId, companyId), inArray(paymentItems.status, ['pending', 'pending_verification'])))
    .groupBy(paymentItems.status, paymentItems.dueDate);
  return rows;
}

const londonMonth = (column: typeof leads.createdAt | typeof projects.createdAt) => sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;

/** Leads since an instant by London month: all of them, the configurator's quote requests, and those of them converted. */
export function countLeadsByMonth(db: Database, companyId: string, since: Date) {
  const month = londonMonth(leads.createdAt);
  return db
    .select({
      month,
      leads: count(),
      quotes: sql<number>`count(*) filter (where ${leads.source} = 'configurator')`.mapWith(Number),
      quotesWon: sql<number>`count(*) filter (where ${leads.source} = 'configurator' and ${leads.status} = 'converted')`.mapWith(Number),
    })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), gte(leads.createdAt, since)))
    .groupBy(month);
}

/** Projects created since an instant, by London month. */
export function countProjectsByMonth(db: Database, companyId: string, since: Date) {
  const month = londonMonth(projects.createdAt);
  return db
    .select({ month, projects: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), gte(projects.createdAt, since)))
    .groupBy(month);
}

export function countProjectsByStage(db: Database, companyId: string) {
  return db.select({ stage: projects.stage, count: count() }).from(projects).where(eq(projects.companyId, companyId)).groupBy(projects.stage);
}
