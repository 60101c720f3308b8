import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus, StoredPaymentStatus } from '../../../shared/constants/payments';
import type { PaymentReminderKind } from '../../../shared/constants/payment-reminders';
import type { Database, Transaction } from '../../db/client';
import { companyCount } from '../../db/company-counts';
import { preparedPerDatabase } from '../../db/prepared';
import type { OutboxRow } from '../../lib/email/email-outbox';
import { activity } from '../../db/schema/activity';
import { emailOutbox } from '../../db/schema/email';
import { users } from '../../db/schema/auth';
import { paymentEvents, paymentItems } from '../../db/schema/payments';
import { paymentReminders } from '../../db/schema/payment-reminders';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

const projectSchedule = preparedPerDatabase((db) =>
  db
    .select({
      customerId: projects.customerId,
      item: paymentItems,
      // The reason of the item's latest rejection (none if blank), as the staff list reads it too.
      rejectionReason: sql<string | null>`(
        select nullif(e.reason, '') from ${paymentEvents} e
        where e.company_id = ${paymentItems.companyId} and e.payment_id = ${paymentItems.id} and e.kind = 'rejected'
        order by e.created_at desc limit 1
      )`,
    })
    .from(projects)
    .leftJoin(paymentItems, and(eq(paymentItems.companyId, projects.companyId), eq(paymentItems.projectId, projects.id)))
    .where(and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('projectId'))))
    .orderBy(sql`${paymentItems.dueDate} asc nulls last`, asc(paymentItems.position))
    .prepare('project_schedule'),
);

/**
 * A project's owner and its schedule in order (due date, then position) with each item's latest
 * rejection reason, in one statement: no rows when the project is not the company's, one row with
 * no item when it has no schedule.
 */
export function findProjectSchedule(db: Database, companyId: string, projectId: string) {
  return projectSchedule(db).execute({ companyId, projectId });
}

/** The item and who owns its project: why a transition changed nothing. */
export async function findPaymentWithOwner(db: Db, companyId: string, paymentId: string) {
  const [row] = await db
    .select({ item: paymentItems, customerId: projects.customerId })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.id, paymentId)));
  return row;
}

/**
 * Changes the status only if it is still `from` and, given an owner, only on that customer's own
 * project: concurrent duplicates change it once. Answers the changed item with its project's name
 * and customer (for the email a settled payment sends), or undefined when nothing changed.
 */
export async function updatePaymentStatusIf(
  db: Db,
  input: {
    companyId: string;
    paymentId: string;
    from: StoredPaymentStatus;
    ownerId?: string;
    /** A further condition on the item (see amountSettles). */
    also?: SQL;
    set: Partial<typeof paymentItems.$inferInsert>;
  },
) {
  const [row] = await db
    .update(paymentItems)
    .set({ ...input.set, updatedAt: new Date() })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.customerId))
    .where(
      and(
        eq(paymentItems.companyId, input.companyId),
        eq(paymentItems.id, input.paymentId),
        eq(paymentItems.status, input.from),
        eq(projects.companyId, input.companyId),
        eq(projects.id, paymentItems.projectId),
        input.ownerId ? eq(projects.customerId, input.ownerId) : undefined,
        input.also,
      ),
    )
    .returning({ item: getTableColumns(paymentItems), projectName: projects.name, customer: { name: users.name, email: users.email } });
  return row;
}

/**
 * What a transition leaves behind, written by one statement: its event, the activity line it shows
 * as, and the emails it sends (queued in the outbox, so they go only if the change commits).
 */
export async function insertTransitionRecords(
  db: Db,
  records: { event: typeof paymentEvents.$inferInsert; activity: typeof activity.$inferInsert; emails: OutboxRow[] },
): Promise<void> {
  const event = db.$with('written_event').as(db.insert(paymentEvents).values(records.event).returning({ id: paymentEvents.id }));
  const queued = records.emails.length
    ? [db.$with('queued_emails').as(db.insert(emailOutbox).values(records.emails).returning({ id: emailOutbox.id }))]
    : [];
  await db.with(event, ...queued).insert(activity).values(records.activity);
}

/**
 * The SQL form of `effectiveStatus`: "overdue" is a pending item due before `today`, so a
 * status filter is exact in the database and paging counts the same rows it shows.
 */
function effectiveStatusIs(status: PaymentStatus, today: string): SQL | undefined {
  switch (status) {
    case 'overdue':
      return and(eq(paymentItems.status, 'pending'), lt(paymentItems.dueDate, today));
    case 'pending':
      return and(eq(paymentItems.status, 'pending'), or(isNull(paymentItems.dueDate), gte(paymentItems.dueDate, today)));
    default:
      return eq(paymentItems.status, status);
  }
}

export interface TenantPaymentsFilter {
  status: PaymentStatus | undefined;
  /** Today in London, the same date the service derives each row's status with. */
  today: string;
}

function tenantPaymentsWhere(companyId: string, filter: TenantPaymentsFilter) {
  return and(eq(paymentItems.companyId, companyId), filter.status ? effectiveStatusIs(filter.status, filter.today) : undefined);
}

// No joins: every item has a project and every project a customer, so this counts the listed rows.
export async function countTenantPayments(db: Database, companyId: string, filter: TenantPaymentsFilter): Promise<number> {
  // The unfiltered list is what the staff open first (their dashboard and the Payments page): its
  // total is the count the database keeps as items are added and removed.
  if (!filter.status) return companyCount(db, companyId, 'payment_items');
  const [row] = await db.select({ total: count() }).from(paymentItems).where(tenantPaymentsWhere(companyId, filter));
  return row?.total ?? 0;
}

/** An item's latest event of this kind (by the payment_events (company, payment) index), as JSON. */
const latestEventOf = (kind: 'transfer_confirmed' | 'rejected', fields: SQL) => sql`(
  select ${fields} from ${paymentEvents} e
  where e.company_id = ${paymentItems.companyId} and e.payment_id = ${paymentItems.id} and e.kind = ${sql.raw(`'${kind}'`)}
  order by e.created_at desc limit 1
)`;

const latestConfirmedAmount = latestEventOf('transfer_confirmed', sql`e.amount_pence`) as SQL<number | null>;

/**
 * A condition on the item for the conditional update of a verification: the amount staff
 * acknowledged arrived is the amount due or, without one, the customer's latest confirmation is
 * for the amount due (or gave none). Checked in the update itself, so it costs no statement.
 */
export function amountSettles(acknowledgedPence: number | undefined): SQL {
  return acknowledgedPence === undefined
    ? sql`coalesce(${latestConfirmedAmount}, ${paymentItems.amountPence}) = ${paymentItems.amountPence}`
    : sql`${paymentItems.amountPence} = ${acknowledgedPence}`;
}

/** The amount of the item's latest transfer confirmation; null when there is none or it gave none. */
export async function findLatestConfirmedAmount(db: Db, companyId: string, paymentId: string): Promise<number | null> {
  const [row] = await db
    .select({ amountPence: paymentEvents.amountPence })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.companyId, companyId), eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'transfer_confirmed')))
    .orderBy(desc(paymentEvents.createdAt))
    .limit(1);
  return row?.amountPence ?? null;
}

const tenantPaymentsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({
      item: paymentItems,
      projectName: projects.name,
      customerName: users.name,
      // What the customer said they sent, for staff to check against the statement.
      confirmation: latestEventOf(
        'transfer_confirmed',
        sql`json_build_object('reference', e.reference, 'amountPence', e.amount_pence, 'transferDate', e.transfer_date)`,
      ) as SQL<{ reference: string | null; amountPence: number | null; transferDate: string | null } | null>,
      // The reason of the latest rejection, as the customer's schedule reads it (none if blank).
      rejectionReason: latestEventOf('rejected', sql`nullif(e.reason, '')`) as SQL<string | null>,
      // The latest reminder the customer was emailed (by the payment_reminders (company, payment, time) index).
      lastReminder: sql<{ id: string; kind: PaymentReminderKind; dueDate: string | null; sentAt: string; sentBy: string | null } | null>`(
        select json_build_object('id', r.id, 'kind', r.kind, 'dueDate', r.due_date, 'sentAt', r.created_at, 'sentBy', u.name)
        from ${paymentReminders} r left join ${users} u on u.company_id = r.company_id and u.id = r.sent_by
        where r.company_id = ${paymentItems.companyId} and r.payment_id = ${paymentItems.id}
        order by r.created_at desc limit 1
      )`,
    })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(where)
    // Transfers waiting for a check come first: they are the staff's work; then by due date.
    // The id last makes the order total, so no row shows on two pages or on none.
    .orderBy(
      sql`(${paymentItems.status} = 'pending_verification') desc`,
      sql`${paymentItems.dueDate} asc nulls last`,
      asc(paymentItems.position),
      asc(paymentItems.id),
    );

const allTenantPaymentsPage = preparedPerDatabase((db) =>
  tenantPaymentsQuery(db, eq(paymentItems.companyId, sql.placeholder('companyId')))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('tenant_payments_page'),
);

export function listTenantPayments(db: Database, companyId: string, filter: TenantPaymentsFilter, page: { limit: number; offset: number }) {
  if (!filter.status) return allTenantPaymentsPage(db).execute({ companyId, ...page });
  return tenantPaymentsQuery(db, tenantPaymentsWhere(companyId, filter)).limit(page.limit).offset(page.offset);
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

/** A payment's status changes and reminders, each with who made it (null for the schedule's own reminders). */
export async function findPaymentHistory(db: Db, companyId: string, paymentId: string) {
  const [events, reminders] = await Promise.all([
    db
      .select({ event: paymentEvents, by: users.name })
      .from(paymentEvents)
      .leftJoin(users, and(eq(users.companyId, paymentEvents.companyId), eq(users.id, paymentEvents.actorId)))
      .where(and(eq(paymentEvents.companyId, companyId), eq(paymentEvents.paymentId, paymentId))),
    db
      .select({ reminder: paymentReminders, by: users.name })
      .from(paymentReminders)
      .leftJoin(users, and(eq(users.companyId, paymentReminders.companyId), eq(users.id, paymentReminders.sentBy)))
      .where(and(eq(paymentReminders.companyId, companyId), eq(paymentReminders.paymentId, paymentId))),
  ]);
  return { events, reminders };
}
