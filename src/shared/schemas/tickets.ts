import { z } from 'zod';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export const TICKET_CATEGORIES = ['general', 'payment', 'delivery', 'installation', 'aftercare'] as const;

export const zTicketResponse = z.object({
  id: z.string(),
  ticket_id: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  content: z.string(),
  created_at: z.string(),
});

export const zTicket = z.object({
  id: z.string(),
  number: z.number().int(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof zTicket>;

export const zTicketWithResponses = zTicket.extend({ responses: z.array(zTicketResponse) });

export const zNewTicket = z.object({
  subject: z.string().trim().min(1, 'Give your request a subject').max(200),
  description: z.string().trim().min(1, 'Tell us what you need').max(5000),
  category: z.enum(TICKET_CATEGORIES).default('general'),
});
export type NewTicket = z.infer<typeof zNewTicket>;

export const zNewTicketResponse = z.object({ content: z.string().trim().min(1, 'Write a reply').max(5000) });
export const zUpdateTicket = z.object({ status: z.enum(TICKET_STATUSES) });
export const zTicketCounts = z.object({ open: z.number().int(), unanswered: z.number().int() });
