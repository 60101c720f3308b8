import { and, asc, count, desc, eq, exists, sql } from 'drizzle-orm';
import { isStaffRole } from '../../../shared/constants/roles';
import { AppError } from '../../../shared/errors';
import type { NewTicket, Ticket } from '../../../shared/schemas/tickets';
import type { Actor } from '../../app-env';
import { requireActor, requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { supportTickets, ticketResponses, type TicketRow } from '../../db/schema/tickets';
import { recordActivity } from '../activity/activity.service';

const FIRST_TICKET_NUMBER = 1001;

function toTicket(row: TicketRow, customerName: string): Ticket {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    description: row.description,
    category: row.category,
    status: row.status,
    customerId: row.customerId,
    customerName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Customers see their own tickets; staff see every ticket of the company. Newest first. */
export async function listTickets(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<Ticket[]> {
  const signedIn = requireActor(actor);
  const conditions = [eq(supportTickets.companyId, tenant.id)];
  if (signedIn.role === 'customer') conditions.push(eq(supportTickets.customerId, signedIn.userId));
  const rows = await db
    .select({ ticket: supportTickets, customerName: users.name })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.customerId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.createdAt))
    .limit(500);
  return rows.map((r) => toTicket(r.ticket, r.customerName));
}

export async function openTicket(db: Database, actor: Actor | null, tenant: CompanyRow, input: NewTicket): Promise<Ticket> {
  const signedIn = requireActor(actor);
  if (signedIn.role !== 'customer') throw new AppError('FORBIDDEN', 'Support tickets are opened by customers.');
  return db.transaction(async (tx) => {
    // One number at a time per company, so two tickets never share #1001.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tickets:${tenant.id}`}))`);
    const [last] = await tx.select({ max: sql<number | null>`max(${supportTickets.number})` }).from(supportTickets).where(eq(supportTickets.companyId, tenant.id));
    const number = (last?.max ?? FIRST_TICKET_NUMBER - 1) + 1;
    const [row] = await tx.insert(supportTickets).values({ companyId: tenant.id, number, customerId: signedIn.userId, ...input }).returning();
    await recordActivity(tx, { companyId: tenant.id, projectId: null, actorId: signedIn.userId, type: 'ticket_opened', description: `Ticket #${number} opened: ${input.subject}`, isPublic: false });
    return toTicket(row!, signedIn.name);
  });
}

async function requireVisibleTicket(db: Database, actor: Actor, tenant: CompanyRow, id: string) {
  const [found] = await db
    .select({ ticket: supportTickets, customerName: users.name })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.customerId))
    .where(and(eq(supportTickets.companyId, tenant.id), eq(supportTickets.id, id)));
  if (!found || (actor.role === 'customer' && found.ticket.customerId !== actor.userId)) throw new AppError('NOT_FOUND', 'Ticket not found.');
  return found;
}

export async function getTicket(db: Database, actor: Actor | null, tenant: CompanyRow, id: string) {
  const signedIn = requireActor(actor);
  const found = await requireVisibleTicket(db, signedIn, tenant, id);
  const responses = await db
    .select({ response: ticketResponses, authorName: users.name })
    .from(ticketResponses)
    .innerJoin(users, eq(users.id, ticketResponses.authorId))
    .where(eq(ticketResponses.ticketId, id))
    .orderBy(asc(ticketResponses.createdAt));
  return {
    ...toTicket(found.ticket, found.customerName),
    responses: responses.map(({ response, authorName }) => ({
      id: response.id,
      ticket_id: response.ticketId,
      authorName,
      fromStaff: response.fromStaff,
      content: response.content,
      created_at: response.createdAt.toISOString(),
    })),
  };
}

export async function replyToTicket(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, content: string) {
  const signedIn = requireActor(actor);
  await requireVisibleTicket(db, signedIn, tenant, id);
  await db.transaction(async (tx) => {
    await tx.insert(ticketResponses).values({ companyId: tenant.id, ticketId: id, authorId: signedIn.userId, fromStaff: isStaffRole(signedIn.role), content });
    await tx.update(supportTickets).set({ updatedAt: new Date() }).where(eq(supportTickets.id, id));
  });
  return getTicket(db, signedIn, tenant, id);
}

export async function setTicketStatus(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, status: Ticket['status']): Promise<Ticket> {
  const staff = requireRole(actor, STAFF_ROLES);
  const found = await requireVisibleTicket(db, staff, tenant, id);
  const [row] = await db.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
  return toTicket(row!, found.customerName);
}

/** Open tickets, and those of them no staff member has answered yet. */
export async function ticketCounts(db: Database, actor: Actor | null, tenant: CompanyRow) {
  requireRole(actor, STAFF_ROLES);
  const open = and(eq(supportTickets.companyId, tenant.id), eq(supportTickets.status, 'open'));
  const answered = exists(
    db.select({ one: sql`1` }).from(ticketResponses).where(and(eq(ticketResponses.ticketId, supportTickets.id), eq(ticketResponses.fromStaff, true))),
  );
  const [row] = await db
    .select({ open: count(), unanswered: sql<number>`count(*) filter (where not ${answered})`.mapWith(Number) })
    .from(supportTickets)
    .where(open);
  return { open: row?.open ?? 0, unanswered: row?.unanswered ?? 0 };
}
