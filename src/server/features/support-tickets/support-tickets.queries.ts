import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TicketStatus } from '../../../shared/schemas/tickets';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { supportTickets, ticketResponses, type TicketRow } from '../../db/schema/tickets';

export interface TicketListRow {
  ticket: TicketRow;
  customerName: string;
  answered: boolean;
}

/** Whether a member of staff has replied to the ticket (the database keeps the first reply's time). */
const answeredByStaff = isNotNull(supportTickets.firstStaffReplyAt);
const unansweredByStaff = isNull(supportTickets.firstStaffReplyAt);

/** Open, with no staff reply, and opened before the cutoff (now minus the response target). */
const pastTargetCondition = (cutoff: Date) => and(eq(supportTickets.status, 'open'), unansweredByStaff, lt(supportTickets.createdAt, cutoff));

export interface TicketFilter {
  companyId: string;
  /** Only this customer's tickets; null for staff. */
  customerId: string | null;
  status?: TicketStatus;
  /** Only tickets past the response target, given as the creation time before which they are late. */
  pastTargetCutoff?: Date;
  ticketId?: string;
}

function ticketConditions(filter: TicketFilter): SQL | undefined {
  return and(
    eq(supportTickets.companyId, filter.companyId),
    filter.customerId ? eq(supportTickets.customerId, filter.customerId) : undefined,
    filter.status ? eq(supportTickets.status, filter.status) : undefined,
    filter.pastTargetCutoff ? pastTargetCondition(filter.pastTargetCutoff) : undefined,
    filter.ticketId ? eq(supportTickets.id, filter.ticketId) : undefined,
  );
}

/** Tickets with their customer's name and whether staff have replied; most recently updated first. */
export async function findTickets(db: Database | Transaction, filter: TicketFilter, limit: number): Promise<TicketListRow[]> {
  return db
    .select({ ticket: supportTickets, customerName: users.name, answered: sql<boolean>`${answeredByStaff}` })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.customerId))
    .where(ticketConditions(filter))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number))
    .limit(limit);
}

export async function findTicketResponses(db: Database, companyId: string, ticketId: string) {
  return db
    .select({ response: ticketResponses, authorName: users.name })
    .from(ticketResponses)
    .innerJoin(users, eq(users.id, ticketResponses.authorId))
    .where(and(eq(ticketResponses.companyId, companyId), eq(ticketResponses.ticketId, ticketId)))
    .orderBy(asc(ticketResponses.createdAt));
}

/** The next number of the company's sequence (#1001 first); call with the company's ticket lock held. */
export async function nextTicketNumber(tx: Transaction, companyId: string, first: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tickets:${companyId}`}))`);
  const [last] = await tx.select({ max: sql<number | null>`max(${supportTickets.number})` }).from(supportTickets).where(eq(supportTickets.companyId, companyId));
  return (last?.max ?? first - 1) + 1;
}

export async function countTickets(db: Database, companyId: string, pastTargetCutoff: Date) {
  const [row] = await db
    .select({
      open: count(),
      unanswered: sql<number>`count(*) filter (where ${unansweredByStaff})`.mapWith(Number),
      pastTarget: sql<number>`count(*) filter (where ${pastTargetCondition(pastTargetCutoff)})`.mapWith(Number),
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, companyId), eq(supportTickets.status, 'open')));
  return { open: row?.open ?? 0, unanswered: row?.unanswered ?? 0, pastTarget: row?.pastTarget ?? 0 };
}

/** Merges one key into the company's settings object, leaving the others as they are. */
export async function saveCompanySetting(db: Database, companyId: string, key: string, value: number) {
  await db
    .update(companies)
    .set({ settings: sql`${companies.settings} || jsonb_build_object(${key}::text, ${value}::int)` })
    .where(eq(companies.id, companyId));
}

export async function insertTicket(tx: Transaction, values: typeof supportTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await tx.insert(supportTickets).values(values).returning();
  return row!;
}

export async function insertTicketResponse(db: Database | Transaction, values: typeof ticketResponses.$inferInsert): Promise<void> {
  await db.insert(ticketResponses).values(values);
}

/** Marks the ticket as changed now, and with `status`, moves it there. */
export async function touchTicket(db: Database | Transaction, companyId: string, ticketId: string, status?: TicketStatus): Promise<void> {
  await db
    .update(supportTickets)
    .set({ updatedAt: new Date(), ...(status ? { status } : {}) })
    .where(and(eq(supportTickets.companyId, companyId), eq(supportTickets.id, ticketId)));
}
