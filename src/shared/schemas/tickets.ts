import { z } from 'zod';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export const TICKET_CATEGORIES = ['general', 'payment', 'delivery', 'installation', 'aftercare'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** How long staff have to give a new ticket its first reply, unless the company sets its own target. */
export const DEFAULT_RESPONSE_TARGET_HOURS = 24;
export const MAX_RESPONSE_TARGET_HOURS = 24 * 30;

/** The server's limits, also used by the forms so long text is stopped while typing. */
export const TICKET_SUBJECT_MAX_LENGTH = 200;
export const TICKET_TEXT_MAX_LENGTH = 5000;

export const zTicketResponse = z.object({
  id: z.string(),
  ticketId: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});
export type TicketResponse = z.infer<typeof zTicketResponse>;

export const zTicket = z.object({
  id: z.string(),
  /** What people call it: #1001, #1002… per company. */
  number: z.number().int(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A member of staff has replied. */
  answered: z.boolean(),
  /** When the first staff reply is due (the company's response target after opening). */
  respondBy: z.string(),
  /** Open, still without a staff reply, and past the company's response target. */
  pastTarget: z.boolean(),
});
export type Ticket = z.infer<typeof zTicket>;

export const zTicketWithResponses = zTicket.extend({ responses: z.array(zTicketResponse) });
export type TicketWithResponses = z.infer<typeof zTicketWithResponses>;

export const zTicketList = z.object({ tickets: z.array(zTicket), responseTargetHours: z.number().int() });
export type TicketList = z.infer<typeof zTicketList>;

/** `GET /api/tickets` filters: by status, and (staff) only those past the response target. */
export const zTicketListQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  pastTarget: z.enum(['true', 'false']).optional(),
});
export type TicketListQuery = z.infer<typeof zTicketListQuery>;

export const zNewTicket = z.object({
  subject: z.string().trim().min(1, 'Give your request a subject').max(TICKET_SUBJECT_MAX_LENGTH, `Keep the subject under ${TICKET_SUBJECT_MAX_LENGTH} characters`),
  description: z.string().trim().min(1, 'Tell us what you need').max(TICKET_TEXT_MAX_LENGTH, `Keep it under ${TICKET_TEXT_MAX_LENGTH} characters`),
  category: z.enum(TICKET_CATEGORIES).default('general'),
});
export type NewTicket = z.infer<typeof zNewTicket>;

export const zNewTicketResponse = z.object({ content: z.string().trim().min(1, 'Write a reply').max(TICKET_TEXT_MAX_LENGTH) });
export type NewTicketResponse = z.infer<typeof zNewTicketResponse>;
export const zUpdateTicket = z.object({ status: z.enum(TICKET_STATUSES) });
export const zTicketCounts = z.object({ open: z.number().int(), unanswered: z.number().int(), pastTarget: z.number().int() });
export type TicketCounts = z.infer<typeof zTicketCounts>;

/** A company's support settings: the response target is kept in its settings. */
export const zTicketSettings = z.object({
  responseTargetHours: z.coerce
    .number('Enter a number of hours')
    .int('Use whole hours')
    .min(1, 'At least 1 hour')
    .max(MAX_RESPONSE_TARGET_HOURS, `At most ${MAX_RESPONSE_TARGET_HOURS} hours (30 days)`),
});
export type TicketSettings = z.infer<typeof zTicketSettings>;
