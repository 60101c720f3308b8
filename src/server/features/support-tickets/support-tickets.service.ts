import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import {
  DEFAULT_RESPONSE_TARGET_HOURS,
  MAX_RESPONSE_TARGET_HOURS,
  type NewTicket,
  type Ticket,
  type TicketCounts,
  type TicketList,
  type TicketListQuery,
  type TicketSettings,
  type TicketStatus,
  type TicketWithResponses,
} from '../../../shared/schemas/tickets';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, ownRecordsOf, requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { enqueueEmailsTo, findContact } from '../../lib/email/customer-email';
import {
  countTickets,
  findTicketResponses,
  findTickets,
  insertTicket,
  insertTicketResponse,
  nextTicketNumber,
  saveCompanySetting,
  touchTicket,
  type TicketListRow,
} from './support-tickets.queries';
import { ticketReplyEmail } from './ticket-reply-email';

const FIRST_TICKET_NUMBER = 1001;
const LIST_LIMIT = 500;
const HOUR_MS = 60 * 60 * 1000;
/** Where the response target lives in the company's settings object. */
const RESPONSE_TARGET_SETTING = 'ticketResponseTargetHours';

const zStoredTarget = z.number().int().min(1).max(MAX_RESPONSE_TARGET_HOURS);

/** The company's response target in hours: its own setting, or the default when it has none (or a bad one). */
export function responseTargetHours(tenant: CompanyRow): number {
  const parsed = zStoredTarget.safeParse(tenant.settings[RESPONSE_TARGET_SETTING]);
  return parsed.success ? parsed.data : DEFAULT_RESPONSE_TARGET_HOURS;
}

/** Tickets opened before this moment, still open and unanswered, are past the target. */
function pastTargetCutoff(targetHours: number, now: Date): Date {
  return new Date(now.getTime() - targetHours * HOUR_MS);
}

function toTicket({ ticket, customerName, answered }: TicketListRow, targetHours: number, now: Date): Ticket {
  const respondBy = new Date(ticket.createdAt.getTime() + targetHours * HOUR_MS);
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    description: ticket.description,
    category: ticket.category,
    status: ticket.status,
    customerId: ticket.customerId,
    customerName,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    answered,
    respondBy: respondBy.toISOString(),
    pastTarget: ticket.status === 'open' && !answered && respondBy < now,
  };
}

/** Customers see their own tickets; staff see every ticket of the company. Most recently updated first. */
export async function listTickets(db: Database, actor: Actor | null, tenant: CompanyRow, query: TicketListQuery = {}): Promise<TicketList> {
  const signedIn = requireActor(actor);
  const targetHours = responseTargetHours(tenant);
  const now = new Date();
  const rows = await findTickets(
    db,
    {
      companyId: tenant.id,
      customerId: ownRecordsOf(signedIn),
      status: query.status,
      pastTargetCutoff: query.pastTarget === 'true' ? pastTargetCutoff(targetHours, now) : undefined,
    },
    LIST_LIMIT,
  );
  return { tickets: rows.map((row) => toTicket(row, targetHours, now)), responseTargetHours: targetHours };
}

export async function openTicket(db: Database, actor: Actor | null, tenant: CompanyRow, input: NewTicket): Promise<Ticket> {
  const signedIn = requirePermission(actor, 'tickets:open', 'Support tickets are opened by customers.');
  return db.transaction(async (tx) => {
    // One number at a time per company (an advisory lock; the unique constraint backs it), so two tickets never share #1001.
    const number = await nextTicketNumber(tx, tenant.id, FIRST_TICKET_NUMBER);
    const row = await insertTicket(tx, { companyId: tenant.id, number, customerId: signedIn.userId, ...input });
    await recordActivity(tx, { companyId: tenant.id, projectId: null, actorId: signedIn.userId, type: 'ticket_opened', description: `Ticket #${number} opened: ${input.subject}`, isPublic: false });
    return toTicket({ ticket: row, customerName: signedIn.name, answered: false }, responseTargetHours(tenant), new Date());
  });
}

/** The ticket if this caller may see it (staff: any of the company's; a customer: their own); otherwise "not found". */
async function requireVisibleTicket(db: Database, actor: Actor, tenant: CompanyRow, id: string): Promise<TicketListRow> {
  const [found] = await findTickets(db, { companyId: tenant.id, customerId: ownRecordsOf(actor), ticketId: id }, 1);
  if (!found) throw new AppError('NOT_FOUND', 'Ticket not found.');
  return found;
}

export async function getTicket(db: Database, actor: Actor | null, tenant: CompanyRow, id: string): Promise<TicketWithResponses> {
  const signedIn = requireActor(actor);
  const found = await requireVisibleTicket(db, signedIn, tenant, id);
  const responses = await findTicketResponses(db, tenant.id, id);
  return {
    ...toTicket(found, responseTargetHours(tenant), new Date()),
    responses: responses.map(({ response, authorName }) => ({
      id: response.id,
      ticketId: response.ticketId,
      authorName,
      fromStaff: response.fromStaff,
      content: response.content,
      createdAt: response.createdAt.toISOString(),
    })),
  };
}

/** A reply from the customer reopens a closed ticket, so it comes back to staff; a staff reply leaves the status alone. */
export async function replyToTicket(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, content: string, portalUrl?: string): Promise<TicketWithResponses> {
  const signedIn = requireActor(actor);
  const { ticket } = await requireVisibleTicket(db, signedIn, tenant, id);
  const fromStaff = can(signedIn, 'team:speak-for');
  await db.transaction(async (tx) => {
    await insertTicketResponse(tx, { companyId: tenant.id, ticketId: id, authorId: signedIn.userId, fromStaff, content });
    await touchTicket(tx, tenant.id, id, fromStaff ? undefined : 'open');
    const customer = fromStaff && portalUrl ? await findContact(tx, tenant.id, ticket.customerId) : undefined;
    if (customer) {
      const facts = { companyName: tenant.name, number: ticket.number, subject: ticket.subject, replierName: signedIn.name, reply: content, ticketLink: `${portalUrl}/support?ticket=${id}` };
      await enqueueEmailsTo(tx, tenant.id, 'ticket-reply', [customer], (c) => ticketReplyEmail(c, facts));
    }
  });
  return getTicket(db, signedIn, tenant, id);
}

export async function setTicketStatus(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, status: TicketStatus): Promise<Ticket> {
  const staff = requirePermission(actor, 'tickets:manage');
  await requireVisibleTicket(db, staff, tenant, id);
  await touchTicket(db, tenant.id, id, status);
  return toTicket(await requireVisibleTicket(db, staff, tenant, id), responseTargetHours(tenant), new Date());
}

/** Open tickets, those of them no staff member has answered yet, and those of them past the response target. */
export async function ticketCounts(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<TicketCounts> {
  requirePermission(actor, 'tickets:manage');
  return countTickets(db, tenant.id, pastTargetCutoff(responseTargetHours(tenant), new Date()));
}

export function getTicketSettings(actor: Actor | null, tenant: CompanyRow): TicketSettings {
  requirePermission(actor, 'tickets:manage');
  return { responseTargetHours: responseTargetHours(tenant) };
}

/** Only an admin sets the company's response target. */
export async function updateTicketSettings(db: Database, actor: Actor | null, tenant: CompanyRow, settings: TicketSettings): Promise<TicketSettings> {
  requirePermission(actor, 'settings:edit');
  await saveCompanySetting(db, tenant.id, RESPONSE_TARGET_SETTING, settings.responseTargetHours);
  return settings;
}
